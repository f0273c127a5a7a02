import { useState } from 'react';
import { Alert, FileField, Stack } from '@ped/ui';
import {
  ACCEPTED_UPLOAD_ACCEPT_ATTRIBUTE,
  UPLOAD_IN_PROGRESS_MESSAGE,
  isValidEmail,
  saleLotNumbers,
} from '@ped/domain';
import { useDraft } from '../hooks/useDraft';
import {
  changeUpload,
  removeUpload,
  uploadDocument,
  type OrderUploadChanges,
  type OrderUploadView,
} from '../api/orders-api';
import { draftActions } from '../store/draft-actions';
import { UploadedDocumentList } from './UploadedDocumentList';

/**
 * Uploads go straight to the saved order; their links join the form. Each is read after it
 * is stored (ADR 064, useUploadReadings): its row says « Lecture en cours… » until the type,
 * date and figures arrive, or why they could not be read. Each can be corrected or deleted.
 */
export function DocumentUploads() {
  const { draft, dispatch, errorOf } = useDraft();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { orderid, account } = draft;
  const ready = Boolean(orderid) && isValidEmail(account);

  async function send(files: File[]) {
    if (!orderid) return;
    setBusy(true);
    setFailure(null);
    for (const file of files) {
      try {
        const result = await uploadDocument(orderid, account, file);
        dispatch(draftActions.uploadAdded(result.upload));
      } catch (error) {
        setFailure(`${file.name} : ${error instanceof Error ? error.message : 'envoi impossible'}`);
      }
    }
    setBusy(false);
  }

  async function save(upload: OrderUploadView, changes: OrderUploadChanges) {
    if (!orderid) return;
    dispatch(draftActions.uploadChanged(await changeUpload(orderid, account, upload.id, changes)));
  }

  async function remove(upload: OrderUploadView) {
    if (!orderid) return;
    await removeUpload(orderid, account, upload.id);
    dispatch(draftActions.uploadRemoved(upload));
  }

  return (
    <Stack $gap={12}>
      {ready ? (
        <FileField
          label="Vos documents (PDF ou images)"
          accept={ACCEPTED_UPLOAD_ACCEPT_ATTRIBUTE}
          multiple
          disabled={busy}
          buttonLabel="Ajouter des documents"
          hint="Appels de fonds, relevé de compte, PV d’AG… Nous reconnaissons le type de chaque document : vérifiez-le ci-dessous."
          error={errorOf('links')}
          onFiles={(files) => void send(files)}
        />
      ) : (
        <Alert variant="warning">
          Indiquez votre adresse e-mail à la première étape : votre commande sera enregistrée et
          vous pourrez y déposer vos documents.
        </Alert>
      )}
      {busy ? <p role="status">{UPLOAD_IN_PROGRESS_MESSAGE}</p> : null}
      {failure ? <Alert variant="error">{failure}</Alert> : null}
      <UploadedDocumentList
        uploads={draft.uploads ?? []}
        guesses={draft.readGuesses}
        saleLots={saleLotNumbers(draft.stored)}
        onSave={save}
        onDelete={remove}
      />
    </Stack>
  );
}
