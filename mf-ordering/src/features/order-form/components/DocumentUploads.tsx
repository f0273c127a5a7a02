import { useState } from 'react';
import { Alert, FileField, Stack } from '@ped/ui';
import { ACCEPTED_UPLOAD_ACCEPT_ATTRIBUTE, UPLOAD_IN_PROGRESS_MESSAGE, docTypeLabel, isValidEmail } from '@ped/domain';
import { useDraft } from '../hooks/useDraft';
import { uploadDocument, type UploadResult } from '../api/orders-api';
import { UploadedDocumentList } from './UploadedDocumentList';

/** Uploads go straight to the saved order; their links join the form. */
export function DocumentUploads() {
  const { draft, form, patch, errorOf } = useDraft();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [received, setReceived] = useState<UploadResult[]>([]);
  const ready = Boolean(draft.orderid) && isValidEmail(draft.account);

  async function send(files: File[]) {
    if (!draft.orderid) return;
    setBusy(true);
    setFailure(null);
    const links = [...form.links];
    for (const file of files) {
      try {
        const result = await uploadDocument(draft.orderid, draft.account, file);
        links.push({ link: result.url });
        setReceived((list) => [...list, result]);
      } catch (error) {
        setFailure(`${file.name} : ${error instanceof Error ? error.message : 'envoi impossible'}`);
      }
    }
    patch({ links });
    setBusy(false);
  }

  const uploads = draft.order?.uploads ?? [];
  const known = new Set(uploads.map((u) => u.url));
  const justSent = received.filter((r) => !known.has(r.url)).map((r) => r.upload);

  return (
    <Stack $gap={12}>
      {ready ? (
        <FileField
          label="Vos documents (PDF ou images)"
          accept={ACCEPTED_UPLOAD_ACCEPT_ATTRIBUTE}
          multiple
          disabled={busy}
          buttonLabel="Ajouter des documents"
          hint="Appels de fonds, relevé de compte, PV d’AG… Nous reconnaissons le type de chaque document."
          error={errorOf('links')}
          onFiles={(files) => void send(files)}
        />
      ) : (
        <Alert variant="warning">Indiquez votre adresse e-mail à la première étape : votre commande sera enregistrée et vous pourrez y déposer vos documents.</Alert>
      )}
      {busy ? <p role="status">{UPLOAD_IN_PROGRESS_MESSAGE}</p> : null}
      {failure ? <Alert variant="error">{failure}</Alert> : null}
      <UploadedDocumentList uploads={[...uploads, ...justSent]} typeLabel={(doctype) => (doctype ? docTypeLabel(doctype) : 'Type à déterminer par nos équipes')} />
    </Stack>
  );
}
