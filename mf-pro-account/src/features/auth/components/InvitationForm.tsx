import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { acceptInvitation } from '@ped/client';
import { PRO_ACCOUNT_PATHS } from '@ped/contracts';
import { Alert, Button, FormError } from '@ped/ui';
import { hasErrors, newPasswordErrors, type FieldErrors } from '../../../shared/field-checks';
import { FormFieldset } from '../../../shared/FormFieldset';
import { NewPasswordFields } from '../../../shared/NewPasswordFields';
import { useSubmit } from '../../../shared/useSubmit';

/** `…/creation?invitation=<token>`: the invited collaborateur chooses a password to join. */
export function InvitationForm({ token }: { token: string }) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<FieldErrors<'password' | 'confirmation'>>({});
  const [accepted, setAccepted] = useState<string | null>(null);
  const { run, pending, error } = useSubmit();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = newPasswordErrors(password, confirmation);
    setErrors(found);
    if (hasErrors(found)) return;
    const done = await run(() => acceptInvitation(token, password));
    if (done) setAccepted(done.message);
  }

  if (accepted) {
    return (
      <Alert variant="success" title={accepted}>
        <p>
          <Link to={PRO_ACCOUNT_PATHS.login}>Se connecter</Link> avec l’adresse e-mail à laquelle
          vous avez reçu l’invitation.
        </p>
      </Alert>
    );
  }
  return (
    <form onSubmit={submit} noValidate aria-label="Rejoindre l’organisation">
      <FormFieldset disabled={pending}>
        <p>Choisissez le mot de passe de votre accès Collaborateur.</p>
        <NewPasswordFields
          password={password}
          confirmation={confirmation}
          onPassword={setPassword}
          onConfirmation={setConfirmation}
          errors={errors}
        />
        <FormError>{error}</FormError>
        <Button type="submit" $block>
          {pending ? 'Enregistrement…' : 'Rejoindre l’organisation'}
        </Button>
      </FormFieldset>
    </form>
  );
}
