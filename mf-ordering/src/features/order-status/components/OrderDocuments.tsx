import { useState } from 'react';
import { Alert, Card, FileField, Stack } from '@ped/ui';
import {
  ACCEPTED_UPLOAD_ACCEPT_ATTRIBUTE,
  DOCUMENTS_EMAIL,
  UPLOAD_IN_PROGRESS_MESSAGE,
  documentsMailto,
  isSelfDeclared,
  mayAddDocuments,
  mayEditOrder,
} from '@ped/domain';
import { addOrderDocument, type OrderDetail } from '../api/order-status-api';

interface OrderDocumentsProps {
  order: OrderDetail;
  account: string | null;
  /** reloads the order once a document is added */
  onAdded(): void;
}

/**
 * A way to add a document after ordering (the summary lists those sent): the payment e-mail
 * promises it « depuis le suivi de votre commande », until staff mark the documents received.
 */
export function OrderDocuments({ order, account, onAdded }: OrderDocumentsProps) {
  const [busy, setBusy] = useState(false);
  const [added, setAdded] = useState<string[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  // a draft's documents are added in the order form; Libre asks for none
  if (mayEditOrder(order, false) || isSelfDeclared(order.payload.offer)) return null;
  const open = mayAddDocuments(order, false);
  if (!open && order.uploads.length === 0) return null;

  async function send(files: File[]) {
    setBusy(true);
    setFailure(null);
    for (const file of files) {
      try {
        await addOrderDocument(order.orderid, account, file);
        setAdded((names) => [...names, file.name]);
      } catch (error) {
        setFailure(`${file.name} : ${error instanceof Error ? error.message : 'envoi impossible'}`);
      }
    }
    setBusy(false);
    onAdded();
  }

  return (
    <Card title="Documents pour votre pré-état daté">
      <Stack $gap={12}>
        {open ? (
          <FileField
            label="Ajouter des documents (PDF ou images)"
            accept={ACCEPTED_UPLOAD_ACCEPT_ATTRIBUTE}
            multiple
            disabled={busy}
            buttonLabel="Ajouter des documents"
            hint="Appels de fonds, relevé de compte, PV d’AG… Nos experts sont prévenus de chaque ajout."
            onFiles={(files) => void send(files)}
          />
        ) : (
          <p>
            Nos experts ont reçu vos documents. Pour en ajouter un, envoyez-le à{' '}
            <a href={documentsMailto(order.orderid)}>{DOCUMENTS_EMAIL}</a> en indiquant votre numéro
            de commande {order.orderid} dans l’objet.
          </p>
        )}
        {busy ? <p role="status">{UPLOAD_IN_PROGRESS_MESSAGE}</p> : null}
        {added.length > 0 && !busy ? (
          <Alert variant="success">
            {added.length === 1
              ? `Document ajouté : ${added[0]}. Nos experts en sont prévenus.`
              : `${added.length} documents ajoutés. Nos experts en sont prévenus.`}
          </Alert>
        ) : null}
        {failure ? <Alert variant="error">{failure}</Alert> : null}
      </Stack>
    </Card>
  );
}
