import { useState } from 'react';
import type { DoctypeGuess } from '@ped/domain';
import { Alert, FileField, Stack } from '@ped/ui';
import {
  ACCEPTED_UPLOAD_ACCEPT_ATTRIBUTE,
  UPLOAD_IN_PROGRESS_MESSAGE,
  isValidEmail,
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

/** Uploads go straight to the saved order; their links join the form. Each can be corrected or deleted. */
export function DocumentUploads() {
  const { draft, dispatch, errorOf } = useDraft();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // guesses of this visit, by upload: an unsure one is asked about in its row
  const [guesses, setGuesses] = useState<Record<string, DoctypeGuess>>({});
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
        // the name the seller sees in the list, to say where a figure was read
        const fileName = result.upload.name || file.name;
        // answers of an API older than the figures reading have no figuresGuess
        dispatch(
          draftActions.figuresRead({ id: result.upload.id, fileName }, result.figuresGuess ?? []),
        );
        setGuesses((known) => ({ ...known, [result.upload.id]: result.doctypeGuess }));
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
        guesses={guesses}
        onSave={save}
        onDelete={remove}
      />
    </Stack>
  );
}
