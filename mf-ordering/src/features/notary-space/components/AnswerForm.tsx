import { useState, type FormEvent } from 'react';
import { Alert, Button, Card, ConfirmDialog, FileField, Stack, TextArea } from '@ped/ui';
import { NOTARY_ANSWER_LABELS, formatDateTimeInFull } from '@ped/domain';
import {
  answerNotarySpace,
  uploadCorrectionFile,
  type AttachedFile,
  type NotarySpace,
} from '../api/notary-space-api';
import { JoinedFile } from './JoinedFile';

const message = (failure: unknown) =>
  failure instanceof Error ? failure.message : 'Envoi impossible, réessayez';

/**
 * « Document conforme » (confirmed first) or « Demander une correction » with a reason and an
 * optional file; what was typed stays after an error. Once the version in force is declared
 * conforme, only a correction can still be asked; once a correction is asked, nothing until
 * the corrected version arrives.
 */
export function AnswerForm({
  token,
  space,
  onAnswered,
}: {
  token: string;
  space: NotarySpace;
  onAnswered(space: NotarySpace): void;
}) {
  const [correcting, setCorrecting] = useState(false);
  const [reason, setReason] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [joined, setJoined] = useState<AttachedFile | null>(null);
  const [confirming, setConfirming] = useState(false);

  const send = async (kind: 'conform' | 'correction') => {
    setBusy(true);
    setError(null);
    try {
      const upload = kind === 'correction' && file ? await uploadCorrectionFile(token, file) : null;
      const answer = await answerNotarySpace(token, {
        kind,
        ...(kind === 'correction' ? { reason } : {}),
        ...(upload ? { upload_id: upload.upload_id } : {}),
      });
      setDone(answer.message);
      setJoined(upload);
      setCorrecting(false);
      onAnswered(answer.space);
    } catch (failure) {
      setError(message(failure));
    } finally {
      setBusy(false);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send('correction');
  };

  if (!space.document) return null;
  const version = space.document.version;
  const answered = new Set(
    space.answers.filter((answer) => answer.version === version).map((answer) => answer.kind),
  );
  const mayConform = !answered.has('conform') && !answered.has('correction');
  const mayCorrect = !answered.has('correction');
  return (
    <Card title="Votre réponse">
      <Stack $gap={12}>
        {space.answers.length ? (
          <ul>
            {space.answers.map((answer) => (
              <li key={answer.at}>
                {NOTARY_ANSWER_LABELS[answer.kind]} le {formatDateTimeInFull(answer.at)}
                {answer.version ? ` (version ${answer.version})` : ''}
                {answer.reason ? ` : « ${answer.reason} »` : ''}
              </li>
            ))}
          </ul>
        ) : null}
        {done ? <Alert variant="success">{done}</Alert> : null}
        {joined ? <JoinedFile token={token} file={joined} /> : null}
        {error ? <Alert variant="error">{error}</Alert> : null}
        {correcting ? (
          <form onSubmit={submit} noValidate>
            <Stack $gap={12}>
              <TextArea
                label="Ce qui doit être corrigé"
                required
                value={reason}
                maxLength={2000}
                onChange={(event) => setReason(event.target.value)}
              />
              <FileField
                label="Pièce justificative (facultative)"
                accept="application/pdf,image/*"
                onFiles={(files) => setFile(files[0] ?? null)}
              />
              <Stack $direction="row" $gap={8} $wrap>
                <Button type="submit" disabled={busy}>
                  Envoyer la demande de correction
                </Button>
                <Button type="button" $variant="ghost" onClick={() => setCorrecting(false)}>
                  Annuler
                </Button>
              </Stack>
            </Stack>
          </form>
        ) : mayConform || mayCorrect ? (
          <Stack $direction="row" $gap={8} $wrap>
            {mayConform ? (
              <Button type="button" disabled={busy} onClick={() => setConfirming(true)}>
                Document conforme
              </Button>
            ) : null}
            <Button type="button" $variant="secondary" onClick={() => setCorrecting(true)}>
              Demander une correction
            </Button>
          </Stack>
        ) : null}
        <ConfirmDialog
          open={confirming}
          title={`Déclarer la version ${version} conforme ?`}
          message="Le vendeur en est informé. Si un élément change ensuite, vous pourrez encore demander une correction."
          confirmLabel="Déclarer conforme"
          busy={busy}
          onConfirm={() => {
            setConfirming(false);
            void send('conform');
          }}
          onCancel={() => setConfirming(false)}
        />
      </Stack>
    </Card>
  );
}
