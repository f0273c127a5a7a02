import { useState } from 'react';
import styled from 'styled-components';
import type { DocumentCheck } from '@ped/client';
import type { CheckKey } from '@ped/domain';
import { Alert, Badge, Button, Stack, TextField, typeScale } from '@ped/ui';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 6px;
  li ul {
    margin: 4px 0 0 0;
    padding-left: 20px;
    font-size: ${typeScale.sm};
  }
`;

const Reason = styled.p`
  margin: 4px 0 0 20px;
  font-size: ${typeScale.sm};
`;

/** The reason the API accepts is 3 characters or more. */
const REASON_MIN_LENGTH = 3;

/** A check staff may waive: the reason they type, sent on demand; it stays after an error. */
function ReasonForm({
  check,
  onJustify,
}: {
  check: DocumentCheck;
  onJustify(key: CheckKey, reason: string): Promise<boolean>;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  async function submit() {
    if (reason.trim().length < REASON_MIN_LENGTH) {
      setError('Motivez l’écart en quelques mots');
      return;
    }
    setError(undefined);
    setBusy(true);
    if (await onJustify(check.key, reason.trim())) setReason('');
    setBusy(false);
  }
  return (
    <Stack $direction="row" $gap={8} $align="end" $wrap>
      <TextField
        label={`Motif de l’écart : ${check.label}`}
        hint="Imprimé dans la certification du document ; il ne couvre que les écarts listés ici."
        value={reason}
        error={error}
        onChange={(event) => setReason(event.target.value)}
      />
      <Button type="button" $variant="secondary" disabled={busy} onClick={() => void submit()}>
        Justifier l’écart
      </Button>
    </Stack>
  );
}

/**
 * The checks « Terminer » waits for (document-checks.ts in @ped/domain), each satisfied,
 * justified by a reason staff gave, or with its problems in French: staff see what blocks
 * the delivery before they try it, correct the figure, or say why the figure is right.
 */
export function DocumentChecklist({
  checks,
  onJustify,
}: {
  checks: DocumentCheck[];
  onJustify(key: CheckKey, reason: string): Promise<boolean>;
}) {
  const blocking = checks.filter((check) => check.problems.length > 0 && !check.reason);
  const justified = checks.filter((check) => check.problems.length > 0 && check.reason);
  return (
    <Stack as="section" $gap={8} aria-label="Liste de contrôle avant « Terminer »">
      {blocking.length > 0 ? (
        <Alert variant="warning" title="« Terminer » est bloqué">
          {blocking.length} contrôle(s) à satisfaire avant de délivrer le document : corrigez la
          donnée signalée, ou justifiez l’écart quand la donnée est juste.
        </Alert>
      ) : justified.length > 0 ? (
        <Alert variant="success">
          Les contrôles sont satisfaits ; {justified.length} écart(s) justifié(s) seront imprimés
          dans la certification.
        </Alert>
      ) : (
        <Alert variant="success">
          Tous les contrôles sont satisfaits : le document peut être délivré.
        </Alert>
      )}
      <List>
        {checks.map((check) => (
          <li key={check.key}>
            {check.problems.length === 0 ? (
              <Badge $tone="success">Satisfait</Badge>
            ) : check.reason ? (
              <Badge $tone="info">Écart justifié</Badge>
            ) : (
              <Badge $tone="warning">À corriger</Badge>
            )}{' '}
            {check.label}
            {check.problems.length > 0 && (
              <ul>
                {check.problems.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </ul>
            )}
            {check.reason ? <Reason>Motif : « {check.reason} »</Reason> : null}
            {check.problems.length > 0 && !check.reason && check.waivable ? (
              <ReasonForm check={check} onJustify={onJustify} />
            ) : null}
          </li>
        ))}
      </List>
    </Stack>
  );
}
