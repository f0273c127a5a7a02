import { useState, type FormEvent } from 'react';
import { useSelector } from 'react-redux';
import { Link, useSearchParams } from 'react-router-dom';
import { PRO_ACCOUNT_PATHS, selectAccount } from '@ped/contracts';
import { AfterHydration, Alert, Button, FormError, FormSkeleton, TextField } from '@ped/ui';
import { AuthPage } from '../../../shared/AuthPage';
import { FormFieldset } from '../../../shared/FormFieldset';
import { emailProblem, hasErrors, type FieldErrors } from '../../../shared/field-checks';
import { useSignIn } from '../hooks/useSignIn';
import { useValidationLink } from '../hooks/useValidationLink';

type Field = 'email' | 'password';

/** Connexion (outside the account layout); `?validation=<token>` validates the address first. */
export function LoginPage() {
  const [params] = useSearchParams();
  const validation = useValidationLink(params.get('validation'));
  const { isAuthenticated, session } = useSelector(selectAccount);
  const { signIn, pending, error } = useSignIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: FieldErrors<Field> = {};
    const emailError = emailProblem(email);
    if (emailError) found.email = emailError;
    if (!password) found.password = 'Saisissez votre mot de passe';
    setErrors(found);
    if (hasErrors(found)) return;
    await signIn({ email: email.trim(), password });
  }

  return (
    <AuthPage
      testId="pro-login"
      title="Connexion à votre espace professionnel"
      intro="Agences, notaires, administrateurs de biens : commandez vos pré-états datés aux tarifs professionnels."
      links={
        <>
          <Link to={PRO_ACCOUNT_PATHS.signup}>Créer un compte professionnel</Link>
          <Link to={PRO_ACCOUNT_PATHS.forgotPassword}>Mot de passe oublié ?</Link>
        </>
      }
    >
      {validation?.status === 'pending' ? (
        <Alert variant="info">Validation de votre adresse e-mail…</Alert>
      ) : null}
      {validation?.status === 'done' ? <Alert variant="success">{validation.message}</Alert> : null}
      {validation?.status === 'failed' ? (
        <Alert variant="error" title="Validation impossible">
          {validation.message}. Connectez-vous : si votre adresse n’est pas encore validée, nous
          vous expliquerons comment faire.
        </Alert>
      ) : null}
      {isAuthenticated && session && !pending ? (
        <Alert variant="info">
          Vous êtes connecté avec {session.account}.{' '}
          <Link to={`${PRO_ACCOUNT_PATHS.home}/`}>Accéder à mon espace</Link>
        </Alert>
      ) : null}
      {/* its fields' ids follow their place in the shell's tree: drawn by the browser */}
      <AfterHydration fallback={<FormSkeleton fields={2} framed={false} />}>
        <form onSubmit={submit} noValidate aria-label="Connexion">
          <FormFieldset disabled={pending}>
            <TextField
              label="Adresse e-mail"
              type="email"
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              error={errors.email}
              required
            />
            <TextField
              label="Mot de passe"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              error={errors.password}
              required
            />
            <FormError>{error}</FormError>
            <Button type="submit" $block>
              {pending ? 'Connexion…' : 'Se connecter'}
            </Button>
          </FormFieldset>
        </form>
      </AfterHydration>
    </AuthPage>
  );
}
