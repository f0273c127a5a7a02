import { resetPassword } from '@ped/client';
import { PasswordFromLinkForm } from '../../../shared/PasswordFromLinkForm';

/** `…/mot-de-passe-oublie?reinitialisation=<token>`: chooses the new password. */
export function NewPasswordForm({ token }: { token: string }) {
  return (
    <PasswordFromLinkForm
      token={token}
      send={resetPassword}
      formLabel="Choisir un nouveau mot de passe"
      passwordLabel="Nouveau mot de passe"
      submitLabel="Enregistrer le mot de passe"
    />
  );
}
