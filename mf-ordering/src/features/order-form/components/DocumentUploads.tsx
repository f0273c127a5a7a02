import { useState } from 'react';
import type { DoctypeGuess } from '@ped/domain';
import { Alert, FileField, Stack, usePolling } from '@ped/ui';
import {
  ACCEPTED_UPLOAD_ACCEPT_ATTRIBUTE,
  UPLOAD_IN_PROGRESS_MESSAGE,
  isReadingPending,
  isValidEmail,
} from '@ped/domain';
import { useDraft } from '../hooks/useDraft';
import {
  changeUpload,
  loadReadings,
  removeUpload,
  uploadDocument,
  type OrderUploadChanges,
  type OrderUploadView,
} from '../api/orders-api';
import { draftActions } from '../store/draft-actions';
import { UploadedDocumentList } from './UploadedDocumentList';

/**
 * Uploads go straight to the saved order; their links join the form. Each is read after it
 * is stored (ADR 064): its row says « Lecture en cours… » until the type, date and figures
 * arrive, or why they could not be read. Each can be corrected or deleted.
 */
export function DocumentUploads() {
  const { draft, dispatch, errorOf } = useDraft();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // guesses read during this visit, by upload: an unsure one is asked about in its row
  const [guesses, setGuesses] = useState<Record<string, DoctypeGuess>>({});
  const { orderid, account } = draft;
  const uploads = draft.uploads ?? [];
  const ready = Boolean(orderid) && isValidEmail(account);

  usePolling({
    active: ready && uploads.some((upload) => isReadingPending(upload.reading)),
    load: () => loadReadings(orderid!, account),
    onResult: (read) => {
      for (const { figures, ...upload } of read) {
        const shown = uploads.find(({ id }) => id === upload.id);
        if (!isReadingPending(shown?.reading) || isReadingPending(upload.reading)) continue;
        dispatch(draftActions.uploadChanged(upload));
        // the name the seller sees in the list, to say where a figure was read
        dispatch(draftActions.figuresRead({ id: upload.id, fileName: upload.name }, figures));
        const guess = upload.reading.guess;
        if (guess) setGuesses((known) => ({ ...known, [upload.id]: guess }));
      }
    },
  });

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
      <UploadedDocumentList uploads={uploads} guesses={guesses} onSave={save} onDelete={remove} />
    </Stack>
  );
}
