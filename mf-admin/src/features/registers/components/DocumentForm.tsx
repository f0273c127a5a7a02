import { useState, type FormEvent } from 'react';
import type { DocumentInput, DocumentReadingResult, RegisterUploadResult } from '@ped/client';
import {
  ACCEPTED_UPLOAD_ACCEPT_ATTRIBUTE,
  DOC_TYPE_VALUES,
  DOC_TYPES,
  UPLOAD_IN_PROGRESS_MESSAGE,
  acceptGuess,
  guessQuestion,
  isReadingPending,
  prefillFromGuess,
  validateDocumentForm,
  type DoctypeGuess,
} from '@ped/domain';
import {
  Button,
  DateField,
  FileField,
  FormError,
  GuessQuestion,
  ReadingStatus,
  Select,
  Stack,
  TextField,
  usePolling,
} from '@ped/ui';

interface Values {
  doctype: number | null;
  delivered: string;
  comment: string;
  url: string;
  mimetype: string;
}

interface DocumentFormProps {
  upload(file: File): Promise<RegisterUploadResult>;
  /** where the reading of an uploaded file stands */
  read(readingId: string): Promise<DocumentReadingResult>;
  onSubmit(input: DocumentInput): Promise<unknown>;
}

const EMPTY: Values = { doctype: null, delivered: '', comment: '', url: '', mimetype: '' };

/**
 * The document form (docs/product.md §5.1): the upload fills the file fields; its reading follows (ADR 064)
 * and prefills what is still empty with what the guess is sure of; an unsure guess is asked
 * about instead.
 */
export function DocumentForm({ upload, read, onSubmit }: DocumentFormProps) {
  const [values, setValues] = useState<Values>(EMPTY);
  const [unsure, setUnsure] = useState<{ guess: DoctypeGuess; question: string } | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [uploading, setUploading] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [reading, setReading] = useState<{ id: string; result: DocumentReadingResult } | null>(
    null,
  );

  usePolling({
    active: Boolean(reading && isReadingPending(reading.result)),
    restartOn: reading?.id,
    load: () => read(reading!.id),
    onResult: (result) => {
      setReading((current) => (current ? { ...current, result } : current));
      if (result.guess) prefill(result.guess);
    },
  });

  function prefill(guess: DoctypeGuess) {
    setValues((current) => {
      const filled = prefillFromGuess(current, guess);
      return {
        ...filled,
        doctype: filled.doctype ?? null,
        delivered: filled.delivered ?? '',
        comment: filled.comment ?? '',
      };
    });
    const question = guessQuestion(guess);
    setUnsure(question ? { guess, question } : null);
  }

  async function onFiles([file]: File[]) {
    if (!file) return;
    setUploading(true);
    setServerError(null);
    setUnsure(null);
    try {
      const result = await upload(file);
      setValues((current) => ({ ...current, url: result.url, mimetype: result.mimetype }));
      setReading({
        id: result.reading_id,
        result: { status: 'pending', reason: null, guess: null, figures: [] },
      });
      setErrors({});
    } catch (error) {
      setServerError((error as Error).message);
    } finally {
      setUploading(false);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateDocumentForm(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await onSubmit({
        doctype: values.doctype!,
        delivered: values.delivered,
        comment: values.comment || null,
        url: values.url,
        mimetype: values.mimetype,
      });
      setValues(EMPTY);
      setUnsure(null);
      setReading(null);
    } catch (error) {
      setServerError((error as Error).message);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Ajouter un document">
      <Stack $gap={12}>
        <FileField
          label="Fichier (PDF ou image)"
          accept={ACCEPTED_UPLOAD_ACCEPT_ATTRIBUTE}
          disabled={uploading}
          error={errors.url ?? errors.mimetype}
          hint={
            uploading ? UPLOAD_IN_PROGRESS_MESSAGE : values.url ? 'Fichier téléchargé' : undefined
          }
          onFiles={(files) => void onFiles(files)}
        />
        {reading ? (
          <ReadingStatus
            reading={reading.result}
            advice="Le fichier est bien téléchargé : indiquez son type et sa date."
          />
        ) : null}
        {unsure && (
          <GuessQuestion
            question={unsure.question}
            onConfirm={() => {
              setValues((current) => {
                const accepted = acceptGuess(current, unsure.guess);
                return { ...accepted, doctype: accepted.doctype ?? null };
              });
              setUnsure(null);
            }}
            onReject={() => setUnsure(null)}
          />
        )}
        <Select
          label="Type de document"
          value={values.doctype === null ? '' : String(values.doctype)}
          placeholder="Choisir un type"
          error={errors.doctype}
          options={DOC_TYPE_VALUES.map((value) => ({
            value: String(value),
            label: DOC_TYPES[value],
          }))}
          onChange={(event) =>
            setValues({
              ...values,
              doctype: event.target.value ? Number(event.target.value) : null,
            })
          }
        />
        <DateField
          label="Date"
          value={values.delivered}
          error={errors.delivered}
          onChange={(delivered) => setValues({ ...values, delivered })}
        />
        <TextField
          label="Commentaire"
          value={values.comment}
          onChange={(event) => setValues({ ...values, comment: event.target.value })}
        />
        {serverError && <FormError>{serverError}</FormError>}
        <Button type="submit" disabled={uploading}>
          Ajouter le document
        </Button>
      </Stack>
    </form>
  );
}
