import { Alert } from '@ped/ui';
import { DOCUMENTS_EMAIL } from '@ped/domain';
import { useDraft } from '../hooks/useDraft';

export function DocumentsByEmail() {
  const { draft } = useDraft();
  const subject = draft.orderid ? `Documents commande ${draft.orderid}` : 'Documents pré-état daté';
  return (
    <Alert variant="info" title="Envoi par e-mail">
      Envoyez vos documents à{' '}
      <a href={`mailto:${DOCUMENTS_EMAIL}?subject=${encodeURIComponent(subject)}`}>
        {DOCUMENTS_EMAIL}
      </a>
      {draft.orderid
        ? ` en indiquant votre numéro de commande ${draft.orderid}`
        : ' en indiquant votre numéro de commande'}{' '}
      dans l’objet. Nous commençons dès leur réception.
    </Alert>
  );
}
