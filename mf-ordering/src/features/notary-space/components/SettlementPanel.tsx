import { useMemo, useState, type FormEvent } from 'react';
import {
  CALL_NATURE_LABELS,
  LOAN_TRANSFER_CONDITION,
  SETTLEMENT_RULES,
  SETTLEMENT_RULE_VALUES,
  formatCents,
  formatDateInFull,
  isIsoDay,
  settleCalls,
  type ScheduledCall,
  type SettlementRule,
  type SplitCall,
} from '@ped/domain';
import {
  AfterHydration,
  Alert,
  Button,
  Card,
  DateField,
  FormSkeleton,
  RadioGroup,
  Stack,
  TextTable,
} from '@ped/ui';
import { recordNotarySigning, type NotarySpace } from '../api/notary-space-api';

const fullDay = (day: string) => formatDateInFull(`${day}T12:00:00Z`);

const callText = (call: ScheduledCall) =>
  `${call.nature === 'works' ? call.label : CALL_NATURE_LABELS[call.nature]}${
    call.period ? ` (du ${fullDay(call.period.start)} au ${fullDay(call.period.end)})` : ''
  }`;

const sum = (calls: SplitCall[], pick: (call: SplitCall) => number) =>
  formatCents(calls.reduce((total, call) => total + pick(call), 0));

/** One lot's calls, each with who bears it at the signing day. */
function LotCalls({ lot, calls }: { lot: string; calls: SplitCall[] }) {
  return (
    <section aria-label={`Lot ${lot} : répartition des appels`}>
      <h3>Lot {lot}</h3>
      <TextTable>
        <thead>
          <tr>
            <th scope="col">Exigible le</th>
            <th scope="col">Appel</th>
            <th scope="col">Montant</th>
            <th scope="col">Vendeur</th>
            <th scope="col">Acquéreur</th>
          </tr>
        </thead>
        <tbody>
          {calls.map((call) => (
            <tr key={`${call.due}-${call.nature}-${call.label}`}>
              <td>{fullDay(call.due)}</td>
              <td>
                {callText(call)}
                {call.basis === 'loan-transfer' ? ' *' : ''}
              </td>
              <td>{formatCents(call.cents)}</td>
              <td>{formatCents(call.seller)}</td>
              <td>{formatCents(call.buyer)}</td>
            </tr>
          ))}
          <tr>
            <th scope="row" colSpan={2}>
              Total du lot {lot}
            </th>
            <td>{sum(calls, (call) => call.cents)}</td>
            <td>{sum(calls, (call) => call.seller)}</td>
            <td>{sum(calls, (call) => call.buyer)}</td>
          </tr>
        </tbody>
      </TextTable>
    </section>
  );
}

/**
 * The calls of the delivered version split between seller and buyer at the day the notary
 * types, by the rule they choose: recomputed in the page at once (the same rule as the
 * document, @ped/domain call-schedule.ts), without a new version. « Retenir » records the day
 * and the rule on the order, for the seller and the notarial software.
 */
export function SettlementPanel({
  token,
  space,
  onRecorded,
}: {
  token: string;
  space: NotarySpace;
  onRecorded(space: NotarySpace): void;
}) {
  const { schedule } = space.settlement;
  const [day, setDay] = useState(space.settlement.signing_day ?? '');
  const [rule, setRule] = useState<SettlementRule>(space.settlement.rule);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const valid = isIsoDay(day);
  const settlement = useMemo(
    () => (valid ? settleCalls(schedule, day, rule) : null),
    [schedule, day, rule, valid],
  );

  async function record(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    setDone(null);
    try {
      const answer = await recordNotarySigning(token, { signing_day: day, rule });
      setDone(answer.message);
      onRecorded(answer.space);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Enregistrement impossible, réessayez');
    } finally {
      setBusy(false);
    }
  }

  if (!space.document) return null;
  const messages = (
    <>
      {error ? <Alert variant="error">{error}</Alert> : null}
      {done ? <Alert variant="success">{done}</Alert> : null}
    </>
  );
  // no échéancier to split, but the signing day still bounds the links and the update watch
  if (!schedule.length)
    return (
      <Card title="Date de signature">
        <form onSubmit={(event) => void record(event)} aria-label="Date de signature">
          <Stack $gap={12}>
            <p>
              Cette version du pré-état daté ne contient pas d’échéancier : les appels se
              répartissent d’après le document. Indiquez la date de signature : nous vous disons si
              le document sera encore à jour ce jour-là.
            </p>
            <AfterHydration fallback={<FormSkeleton fields={1} framed={false} />}>
              <DateField
                label="Date de signature de l’acte"
                value={day}
                onChange={(value) => {
                  setDay(value);
                  setDone(null);
                }}
              />
            </AfterHydration>
            {messages}
            <div>
              <Button type="submit" $variant="secondary" disabled={busy || !valid}>
                Retenir cette date pour l’acte
              </Button>
            </div>
          </Stack>
        </form>
      </Card>
    );
  const lots = [...new Set(schedule.map((call) => call.lot))];
  return (
    <Card title="Répartition des appels à la signature">
      <form onSubmit={(event) => void record(event)} aria-label="Date de signature et répartition">
        <Stack $gap={12}>
          {/* fields' ids follow their place in the whole page, which the server does not draw (ADR 051) */}
          <AfterHydration fallback={<FormSkeleton fields={2} framed={false} />}>
            <Stack $direction="row" $gap={16} $wrap $align="end">
              <DateField
                label="Date de signature de l’acte"
                hint="La répartition ci-dessous se recalcule dès que vous changez la date ou la règle."
                value={day}
                onChange={(value) => {
                  setDay(value);
                  setDone(null);
                }}
              />
              <RadioGroup<SettlementRule>
                legend="Règle de répartition"
                name="settlement-rule"
                value={rule}
                options={SETTLEMENT_RULE_VALUES.map((value) => ({
                  value,
                  label: SETTLEMENT_RULES[value].label,
                }))}
                onChange={(value) => {
                  setRule(value);
                  setDone(null);
                }}
              />
            </Stack>
          </AfterHydration>
          <p>{SETTLEMENT_RULES[rule].statement}</p>
          {settlement ? (
            <>
              <p>
                Signature le {fullDay(settlement.signingDay)} : à la charge du vendeur{' '}
                <strong>{formatCents(settlement.total.seller)}</strong>, de l’acquéreur{' '}
                <strong>{formatCents(settlement.total.buyer)}</strong>
                {settlement.total.loanIfTransferred
                  ? `, et ${formatCents(settlement.total.loanIfTransferred)} d’échéances d’emprunt *`
                  : ''}
                .
              </p>
              {lots.map((lot) => (
                <LotCalls
                  key={lot}
                  lot={lot}
                  calls={settlement.calls.filter((call) => call.lot === lot)}
                />
              ))}
              {schedule.some((call) => call.nature === 'loan') ? (
                <p>* Échéances de l’emprunt collectif : {LOAN_TRANSFER_CONDITION}.</p>
              ) : null}
            </>
          ) : (
            <Alert variant="info">
              Indiquez la date de signature pour répartir les appels entre vendeur et acquéreur.
            </Alert>
          )}
          {messages}
          <div>
            <Button type="submit" $variant="secondary" disabled={busy || !valid}>
              Retenir cette date et cette règle pour l’acte
            </Button>
          </div>
        </Stack>
      </form>
    </Card>
  );
}
