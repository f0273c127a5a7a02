import { acceptInvitation } from '@ped/client';
import { PasswordFromLinkForm } from '../../../shared/PasswordFromLinkForm';

/** `…/creation?invitation=<token>`: the invited collaborateur chooses a password to join. */
export function InvitationForm({ token }: { token: string }) {
  return (
    <PasswordFromLinkForm
      token={token}
      send={acceptInvitation}
      formLabel="Rejoindre l’organisation"
      intro="Choisissez le mot de passe de votre accès Collaborateur."
      submitLabel="Rejoindre l’organisation"
      signInHint=" avec l’adresse e-mail à laquelle vous avez reçu l’invitation."
    />
  );
}
