import { Alert } from '@ped/ui';
import { DOCUMENTS_EMAIL, documentsMailto } from '@ped/domain';
import { useDraft } from '../hooks/useDraft';

export function DocumentsByEmail() {
  const { draft } = useDraft();
  return (
    <Alert variant="info" title="Envoi par e-mail">
      Envoyez vos documents à <a href={documentsMailto(draft.orderid)}>{DOCUMENTS_EMAIL}</a>
      {draft.orderid
        ? ` en indiquant votre numéro de commande ${draft.orderid}`
        : ' en indiquant votre numéro de commande'}{' '}
      dans l’objet. Nous commençons dès leur réception.
    </Alert>
  );
}
