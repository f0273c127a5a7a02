import { useState, type FormEvent } from 'react';
import type { DocumentInput, UploadResult } from '@ped/client';
import {
  ACCEPTED_UPLOAD_ACCEPT_ATTRIBUTE,
  DOC_TYPE_VALUES,
  DOC_TYPES,
  UPLOAD_IN_PROGRESS_MESSAGE,
  acceptGuess,
  guessQuestion,
  prefillFromGuess,
  validateDocumentForm,
} from '@ped/domain';
import {
  Button,
  DateField,
  FileField,
  FormError,
  GuessQuestion,
  Select,
  Stack,
  TextField,
} from '@ped/ui';

interface Values {
  doctype: number | null;
  delivered: string;
  comment: string;
  url: string;
  mimetype: string;
}

interface DocumentFormProps {
  upload(file: File): Promise<UploadResult>;
  onSubmit(input: DocumentInput): Promise<unknown>;
}

const EMPTY: Values = { doctype: null, delivered: '', comment: '', url: '', mimetype: '' };

type Guess = UploadResult['doctypeGuess'];

/**
 * SPEC §5 document form: the upload fills the file fields and prefills what is still empty
 * with what the guess is sure of; an unsure guess is asked about instead.
 */
export function DocumentForm({ upload, onSubmit }: DocumentFormProps) {
  const [values, setValues] = useState<Values>(EMPTY);
  const [unsure, setUnsure] = useState<{ guess: Guess; question: string } | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [uploading, setUploading] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  async function onFiles([file]: File[]) {
    if (!file) return;
    setUploading(true);
    setServerError(null);
    try {
      const result = await upload(file);
      setValues((current) => {
        const filled = prefillFromGuess(
          { ...current, url: result.url, mimetype: result.mimetype },
          result.doctypeGuess,
        );
        return {
          ...filled,
          doctype: filled.doctype ?? null,
          delivered: filled.delivered ?? '',
          comment: filled.comment ?? '',
        };
      });
      const question = guessQuestion(result.doctypeGuess);
      setUnsure(question ? { guess: result.doctypeGuess, question } : null);
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
