import { useState } from 'react';
import styled from 'styled-components';
import {
  Alert,
  Button,
  ConfirmDialog,
  DateField,
  GuessQuestion,
  ReadingStatus,
  Select,
  TextField,
  typeScale,
} from '@ped/ui';
import {
  SELLER_DOCUMENT_CHOICES,
  sellerChoiceType,
  sellerDocumentChoice,
  sellerDocumentKind,
  READING_PENDING_LABEL,
  acceptGuess,
  guessQuestion,
  otherLotsNotice,
  type DoctypeGuess,
} from '@ped/domain';
import type { OrderUploadChanges, OrderUploadView } from '../api/orders-api';
import { useUploadSave } from '../hooks/useUploadSave';

const Row = styled.fieldset`
  margin: 0;
  padding: 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  display: flex;
  flex-direction: column;
  gap: 12px;
  min-width: 0;
`;

const Name = styled.legend`
  padding: 0 4px;
  font-weight: 600;
  overflow-wrap: anywhere;
`;

const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: 12px;
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
`;

const Status = styled.span`
  font-size: ${typeScale.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const STATUS_TEXT = {
  idle: '',
  saving: 'Enregistrement…',
  saved: 'Modifications enregistrées',
  failed: '',
} as const;

const nameOf = (upload: OrderUploadView) =>
  upload.name || upload.url.split('/').pop() || 'Document';

export interface UploadedDocumentRowProps {
  upload: OrderUploadView;
  /** the reader's guess when this upload was read during this visit: asked about when unsure */
  guess?: DoctypeGuess | null;
  /** the sale's lot numbers: a document naming only other lots is pointed out (ADR 104) */
  saleLots?: string[];
  onSave(changes: OrderUploadChanges): Promise<void>;
  onDelete(): Promise<void>;
}

/**
 * One document the customer sent: where its reading stands, the type we recognised (asked
 * about when unsure), its date and a comment, each saved when changed (the date and the
 * comment when the field is left), and a deletion with confirmation. A failed call keeps
 * what was chosen or typed on screen; a reading that ends fills only what is still empty.
 */
export function UploadedDocumentRow({
  upload,
  guess = null,
  saleLots = [],
  onSave,
  onDelete,
}: UploadedDocumentRowProps) {
  const name = nameOf(upload);
  // the choice shown: a register type, or for « Autre » the seller's kind (« Appel de fonds »)
  const [doctype, setDoctype] = useState(() =>
    sellerDocumentChoice(upload.doctype, upload.comment, upload.reading.guess?.label),
  );
  const [delivered, setDelivered] = useState(upload.delivered?.slice(0, 10) ?? '');
  const [comment, setComment] = useState(upload.comment);
  const { status, error, send, retry } = useUploadSave(onSave);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [question, setQuestion] = useState(() => guessQuestion(guess));
  const reading = upload.reading.status;
  const otherLots = otherLotsNotice(upload.reading.guess?.lots, saleLots);
  // what the reading filled reaches the row field by field, and only where the row is still
  // empty (the seller may have chosen meanwhile): the type and the date may arrive in two polls
  const read = { doctype: upload.doctype, delivered: upload.delivered, comment: upload.comment };
  const [shownRead, setShownRead] = useState(read);
  if (
    shownRead.doctype !== read.doctype ||
    shownRead.delivered !== read.delivered ||
    shownRead.comment !== read.comment
  ) {
    setShownRead(read);
    if (!doctype && read.doctype)
      setDoctype(sellerDocumentChoice(read.doctype, read.comment, upload.reading.guess?.label));
    if (!delivered && read.delivered) setDelivered(read.delivered.slice(0, 10));
    if (!comment && read.comment) setComment(read.comment);
  }
  const [askedGuess, setAskedGuess] = useState(guess);
  if (askedGuess !== guess) {
    setAskedGuess(guess);
    setQuestion(guessQuestion(guess));
  }

  function acceptGuessed(answer: DoctypeGuess) {
    const accepted = acceptGuess(
      { doctype: doctype ? Number(doctype) : null, delivered, comment },
      answer,
    );
    setDoctype(sellerDocumentChoice(accepted.doctype, accepted.comment, answer.label));
    setDelivered(accepted.delivered);
    setComment(accepted.comment);
    setQuestion(null);
    void send({
      ...(accepted.doctype ? { doctype: accepted.doctype } : {}),
      delivered: accepted.delivered || null,
      comment: accepted.comment,
    });
  }

  /**
   * A seller's kind becomes the comment, unless the seller wrote one of their own; another
   * type takes away a kind the comment named.
   */
  function chooseType(choice: string) {
    setDoctype(choice);
    const chosen = sellerChoiceType(choice);
    if (!chosen) return;
    const kindComment = Boolean(sellerDocumentKind(comment));
    const next = chosen.kind
      ? !comment.trim() || kindComment
        ? chosen.kind
        : null
      : kindComment
        ? ''
        : null;
    if (next !== null) setComment(next);
    void send({ doctype: chosen.doctype, ...(next !== null ? { comment: next } : {}) });
  }

  async function remove() {
    setDeleting(true);
    setDeleteError(null);
    try {
      await onDelete();
    } catch (failure) {
      setDeleteError(
        failure instanceof Error && failure.message ? failure.message : 'le service ne répond pas',
      );
      setConfirming(false);
      setDeleting(false);
    }
  }

  return (
    <Row>
      <Name>{name}</Name>
      <ReadingStatus reading={upload.reading} />
      {otherLots ? <Alert variant="warning">{otherLots}</Alert> : null}
      {question && guess ? (
        <GuessQuestion
          question={question}
          onConfirm={() => acceptGuessed(guess)}
          onReject={() => setQuestion(null)}
        />
      ) : null}
      <Fields>
        <Select
          label="Type reconnu"
          hint="Corrigez-le si nous nous sommes trompés."
          options={SELLER_DOCUMENT_CHOICES}
          placeholder={
            upload.doctype
              ? undefined
              : reading === 'pending'
                ? READING_PENDING_LABEL
                : 'Type à déterminer par nos équipes'
          }
          value={doctype}
          onChange={(event) => chooseType(event.target.value)}
        />
        <DateField
          label="Date du document"
          value={delivered}
          onChange={setDelivered}
          onBlur={() => {
            if (delivered !== (upload.delivered?.slice(0, 10) ?? ''))
              void send({ delivered: delivered || null });
          }}
        />
        <TextField
          label="Commentaire"
          maxLength={500}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          onBlur={() => {
            if (comment !== upload.comment) void send({ comment });
          }}
        />
      </Fields>
      {error ? (
        <Alert variant="error" title="Modification non enregistrée">
          <p>{error}</p>
          <Button type="button" $variant="secondary" onClick={() => void retry()}>
            Réessayer
          </Button>
        </Alert>
      ) : null}
      {deleteError ? (
        <Alert variant="error" title="Suppression impossible">
          {deleteError}
        </Alert>
      ) : null}
      <Footer>
        <Status role="status">{STATUS_TEXT[status]}</Status>
        <Button
          type="button"
          $variant="secondary"
          onClick={() => setConfirming(true)}
          aria-label={`Supprimer ${name}`}
        >
          Supprimer
        </Button>
      </Footer>
      <ConfirmDialog
        open={confirming}
        title="Supprimer ce document ?"
        message={`« ${name} » sera retiré de votre commande et son fichier effacé.`}
        confirmLabel="Supprimer"
        danger
        busy={deleting}
        onConfirm={() => void remove()}
        onCancel={() => setConfirming(false)}
      />
    </Row>
  );
}
