import { useState, type FormEvent } from 'react';
import { createAccount } from '@ped/client';
import { Alert, Button, FormError, TextField } from '@ped/ui';
import {
  emailProblem,
  hasErrors,
  newPasswordErrors,
  type FieldErrors,
} from '../../../shared/field-checks';
import { FormFieldset } from '../../../shared/FormFieldset';
import { NewPasswordFields } from '../../../shared/NewPasswordFields';
import { useSubmit } from '../../../shared/useSubmit';
import { useSignIn } from '../hooks/useSignIn';

type Field = 'organisation' | 'email' | 'password' | 'confirmation';

/**
 * A new organisation and its owner (plan Gratuit). Once created the owner is signed in, and
 * the account area's gate shows the thank-you page until the e-mailed link is followed.
 */
export function AccountCreationForm() {
  const [organisation, setOrganisation] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [created, setCreated] = useState<string | null>(null);
  const creation = useSubmit();
  const session = useSignIn();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: FieldErrors<Field> = { ...newPasswordErrors(password, confirmation) };
    if (organisation.trim().length < 2)
      found.organisation = 'Indiquez le nom de votre société (2 caractères au moins)';
    const emailError = emailProblem(email);
    if (emailError) found.email = emailError;
    setErrors(found);
    if (hasErrors(found)) return;
    const done = await creation.run(() =>
      createAccount({ organisation: organisation.trim(), email: email.trim(), password }),
    );
    if (!done) return;
    setCreated(done.message);
    await session.signIn({ email: email.trim(), password });
  }

  const pending = creation.pending || session.pending;
  return (
    <form onSubmit={submit} noValidate aria-label="Créer un compte professionnel">
      <FormFieldset disabled={pending || created !== null}>
        <TextField
          label="Nom de votre société"
          autoComplete="organization"
          value={organisation}
          onChange={(event) => setOrganisation(event.target.value)}
          error={errors.organisation}
          maxLength={120}
          required
        />
        <TextField
          label="Adresse e-mail"
          hint="Vous serez l’Administrateur du compte."
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={errors.email}
          required
        />
        <NewPasswordFields
          password={password}
          confirmation={confirmation}
          onPassword={setPassword}
          onConfirmation={setConfirmation}
          errors={errors}
        />
        <FormError>{creation.error}</FormError>
        {created ? <Alert variant="success">{created}</Alert> : null}
        {/* the account exists; only the automatic sign-in failed */}
        {session.error ? <Alert variant="warning">{session.error}</Alert> : null}
        <Button type="submit" $block>
          {pending ? 'Création…' : 'Créer mon compte'}
        </Button>
      </FormFieldset>
    </form>
  );
}
