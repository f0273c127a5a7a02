import { useState } from 'react';
import type { Register, RegisterDocument } from '@ped/client';
import { docTypeLabel, formatDate } from '@ped/domain';
import { Button, ConfirmDialog, Dialog, Stack } from '@ped/ui';
import { useResourcesCall } from '../../../store/resources/useResources';
import { DocumentForm } from './DocumentForm';

/** The documents of one copropriété: add (upload + form), delete after confirmation. */
export function RegisterDocuments({
  register,
  documents,
  onClose,
}: {
  register: Register;
  documents: RegisterDocument[];
  onClose(): void;
}) {
  const call = useResourcesCall();
  const [deleting, setDeleting] = useState<RegisterDocument | null>(null);
  return (
    <Dialog
      open
      title={`Documents de ${register.name || register.id}`}
      onClose={onClose}
      width={720}
      actions={
        <Button type="button" $variant="secondary" onClick={onClose}>
          Fermer
        </Button>
      }
    >
      <Stack $gap={16}>
        {documents.length === 0 ? (
          <p>Aucun document pour cette copropriété.</p>
        ) : (
          <ul aria-label="Documents">
            {documents.map((document) => (
              <li key={document.id}>
                <Stack $direction="row" $gap={8} $align="center">
                  <span>
                    {docTypeLabel(document.doctype)} du {formatDate(document.delivered)}
                    {document.comment ? ` — ${document.comment}` : ''}
                  </span>
                  <Button
                    type="button"
                    $variant="danger"
                    onClick={() => setDeleting(document)}
                    aria-label={`Supprimer ${docTypeLabel(document.doctype)} du ${formatDate(document.delivered)}`}
                  >
                    Supprimer
                  </Button>
                </Stack>
              </li>
            ))}
          </ul>
        )}
        <DocumentForm
          upload={(file) => call('uploadDocument', file, file.name)}
          read={(readingId) => call('readUpload', readingId)}
          onSubmit={(input) => call('createDocument', register.id, input)}
        />
      </Stack>
      <ConfirmDialog
        open={deleting !== null}
        danger
        title="Supprimer ce document ?"
        message={
          deleting
            ? `${docTypeLabel(deleting.doctype)} du ${formatDate(deleting.delivered)}`
            : undefined
        }
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) call('deleteDocument', register.id, deleting.id).catch(() => undefined);
          setDeleting(null);
        }}
      />
    </Dialog>
  );
}
