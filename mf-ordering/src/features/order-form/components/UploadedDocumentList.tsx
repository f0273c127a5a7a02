import styled from 'styled-components';
import type { DoctypeGuess } from '@ped/domain';
import type { OrderUploadChanges, OrderUploadView } from '../api/orders-api';
import { UploadedDocumentRow } from './UploadedDocumentRow';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 8px;
`;

export interface UploadedDocumentListProps {
  uploads: OrderUploadView[];
  /** what the reader guessed of the documents sent during this visit, by upload id */
  guesses?: Record<string, DoctypeGuess>;
  /** the sale's lot numbers, to say when a document seems to be another lot's */
  saleLots?: string[];
  onSave(upload: OrderUploadView, changes: OrderUploadChanges): Promise<void>;
  onDelete(upload: OrderUploadView): Promise<void>;
}

export function UploadedDocumentList({
  uploads,
  guesses = {},
  saleLots = [],
  onSave,
  onDelete,
}: UploadedDocumentListProps) {
  if (uploads.length === 0) return null;
  return (
    <List aria-label="Documents déposés">
      {uploads.map((upload) => (
        <li key={upload.id}>
          <UploadedDocumentRow
            upload={upload}
            guess={guesses[upload.id] ?? null}
            saleLots={saleLots}
            onSave={(changes) => onSave(upload, changes)}
            onDelete={() => onDelete(upload)}
          />
        </li>
      ))}
    </List>
  );
}
