import { useEffect, useState, type FormEvent } from 'react';
import { acceptInvitation, fetchInvitation, type Invitation } from '@ped/client';
import { Alert, Button, FormError, LoadingScreen } from '@ped/ui';
import { hasErrors, newPasswordErrors, type FieldErrors } from '../../../shared/field-checks';
import { FormFieldset } from '../../../shared/FormFieldset';
import { errorMessage } from '../../../shared/list-state';
import { NewPasswordFields } from '../../../shared/NewPasswordFields';
import { useSignIn } from '../hooks/useSignIn';

/**
 * `…/creation?invitation=<token>`: the page says which organisation invites which address,
 * the collaborator chooses a password and is signed in at once.
 */
export function InvitationForm({ token }: { token: string }) {
  const [invitation, setInvitation] = useState<Invitation | null>(null);
  const [unusable, setUnusable] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<FieldErrors<'password' | 'confirmation'>>({});
  const { enter, pending, error } = useSignIn();

  useEffect(() => {
    let current = true;
    fetchInvitation(token)
      .then((found) => current && setInvitation(found))
      .catch((failure: unknown) => current && setUnusable(errorMessage(failure)));
    return () => {
      current = false;
    };
  }, [token]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = newPasswordErrors(password, confirmation);
    setErrors(found);
    if (hasErrors(found)) return;
    await enter(() => acceptInvitation(token, password));
  }

  if (unusable) return <Alert variant="error">{unusable}</Alert>;
  if (!invitation) return <LoadingScreen label="Chargement de votre invitation…" />;
  return (
    <form onSubmit={submit} noValidate aria-label="Rejoindre l’organisation">
      <FormFieldset disabled={pending}>
        <p>
          <strong>{invitation.organisation}</strong> vous invite à rejoindre son Espace Pro avec
          l’adresse <strong>{invitation.email}</strong>. Choisissez le mot de passe de votre accès
          Collaborateur : vous serez connecté aussitôt.
        </p>
        <NewPasswordFields
          password={password}
          confirmation={confirmation}
          onPassword={setPassword}
          onConfirmation={setConfirmation}
          errors={errors}
        />
        <FormError>{error}</FormError>
        <Button type="submit" $block>
          {pending ? 'Connexion…' : 'Rejoindre l’organisation'}
        </Button>
      </FormFieldset>
    </form>
  );
}
