import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { resetPassword } from '@ped/client';
import { PRO_ACCOUNT_PATHS } from '@ped/contracts';
import { Alert, Button, FormError } from '@ped/ui';
import { hasErrors, newPasswordErrors, type FieldErrors } from '../../../shared/field-checks';
import { FormFieldset } from '../../../shared/FormFieldset';
import { NewPasswordFields } from '../../../shared/NewPasswordFields';
import { useSubmit } from '../../../shared/useSubmit';

/** `…/mot-de-passe-oublie?reinitialisation=<token>`: chooses the new password. */
export function NewPasswordForm({ token }: { token: string }) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<FieldErrors<'password' | 'confirmation'>>({});
  const [changed, setChanged] = useState<string | null>(null);
  const { run, pending, error } = useSubmit();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = newPasswordErrors(password, confirmation);
    setErrors(found);
    if (hasErrors(found)) return;
    const done = await run(() => resetPassword(token, password));
    if (done) setChanged(done.message);
  }

  if (changed) {
    return (
      <Alert variant="success" title={changed}>
        <p>
          <Link to={PRO_ACCOUNT_PATHS.login}>Se connecter</Link>
        </p>
      </Alert>
    );
  }
  return (
    <form onSubmit={submit} noValidate aria-label="Choisir un nouveau mot de passe">
      <FormFieldset disabled={pending}>
        <NewPasswordFields
          label="Nouveau mot de passe"
          password={password}
          confirmation={confirmation}
          onPassword={setPassword}
          onConfirmation={setConfirmation}
          errors={errors}
        />
        <FormError>{error}</FormError>
        <Button type="submit" $block>
          {pending ? 'Enregistrement…' : 'Enregistrer le mot de passe'}
        </Button>
      </FormFieldset>
    </form>
  );
}
