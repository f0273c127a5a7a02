import type { BuildingRecordItem } from '@ped/client';
import { WORKS_ITEM } from '@ped/domain';
import { AmountField, Button, DateField, Select, Stack, TextField } from '@ped/ui';
import {
  EMPTY_LINE,
  EMPTY_WORK,
  type WorkDraft,
  type WorkLineDraft,
  type WorksDraft,
} from '../building-record-draft';
import { FieldRow, Fieldset, Provenance } from './building-record-layout';
import { ShareKeyFields } from './ShareKeyFields';

interface WorksFieldsProps {
  draft: WorksDraft;
  /** the sale's lot numbers: each resolution says what each of them bears */
  lots: string[];
  current: BuildingRecordItem | undefined;
  errors: Record<string, string>;
  onChange(draft: WorksDraft): void;
}

const LINE_LABELS: Array<[keyof WorkLineDraft, string]> = [
  ['share', 'Quote-part'],
  ['called', 'Déjà appelé'],
  ['remaining', 'Reste à appeler'],
  ['loan', 'Financé par l’emprunt'],
];

/** One resolution: its vote, its key, the loan's part, the calls voted, and a line per lot sold. */
function ResolutionFields({
  work,
  index,
  lots,
  errors,
  onChange,
  onRemove,
}: {
  work: WorkDraft;
  index: number;
  lots: string[];
  errors: Record<string, string>;
  onChange(change: Partial<WorkDraft>): void;
  onRemove(): void;
}) {
  const error = (field: string) => errors[`works.${index}.${field}`];
  const n = index + 1;
  const setCall = (c: number, change: Partial<WorkDraft['calls'][number]>) =>
    onChange({ calls: work.calls.map((call, i) => (i === c ? { ...call, ...change } : call)) });
  return (
    <Fieldset>
      <legend>Résolution {n}</legend>
      <FieldRow>
        <TextField
          label="N° et objet"
          required
          value={work.resolution}
          error={error('resolution')}
          onChange={(event) => onChange({ resolution: event.target.value })}
        />
        <DateField
          label="Voté le"
          required
          value={work.voted}
          error={error('voted')}
          onChange={(voted) => onChange({ voted })}
        />
        <AmountField
          label="Montant voté"
          required
          value={work.amount}
          error={error('amount')}
          onChange={(amount) => onChange({ amount })}
        />
        <AmountField
          label="Part financée par l’emprunt collectif"
          value={work.loan}
          error={error('loan')}
          onChange={(loan) => onChange({ loan })}
        />
      </FieldRow>
      <ShareKeyFields
        label={`Clé de la résolution ${n}`}
        draft={work.key}
        lots={lots}
        prefix={`works.${index}.key`}
        errors={errors}
        onChange={(key) => onChange({ key })}
      />
      <Fieldset aria-label={`Appels votés, résolution ${n}`}>
        <legend>Appels votés (pourcentage de la part appelée)</legend>
        {error('calls') ? <p role="alert">{error('calls')}</p> : null}
        {work.calls.map((call, c) => (
          <FieldRow key={c}>
            <DateField
              label={`Appel ${c + 1} exigible le`}
              value={call.due}
              error={error(`calls.${c}.due`)}
              onChange={(due) => setCall(c, { due })}
            />
            <TextField
              label={`Appel ${c + 1} : pourcentage`}
              inputMode="decimal"
              value={call.percent}
              error={error(`calls.${c}.percent`)}
              onChange={(event) => setCall(c, { percent: event.target.value })}
            />
            <Button
              type="button"
              $variant="ghost"
              onClick={() => onChange({ calls: work.calls.filter((_, i) => i !== c) })}
            >
              Retirer l’appel {c + 1}
            </Button>
          </FieldRow>
        ))}
        <Button
          type="button"
          $variant="secondary"
          onClick={() => onChange({ calls: [...work.calls, { due: '', percent: '' }] })}
        >
          Ajouter un appel à la résolution {n}
        </Button>
      </Fieldset>
      {lots.map((lot, l) => (
        <FieldRow key={lot} role="group" aria-label={`Résolution ${n}, lot ${lot}`}>
          {LINE_LABELS.map(([field, label]) => (
            <AmountField
              key={field}
              label={`${label} du lot ${lot}`}
              value={work.lots[lot]?.[field] ?? ''}
              error={error(`lots.${l}.${field}`)}
              onChange={(text) =>
                onChange({
                  lots: {
                    ...work.lots,
                    [lot]: { ...(work.lots[lot] ?? EMPTY_LINE), [field]: text },
                  },
                })
              }
            />
          ))}
        </FieldRow>
      ))}
      <div>
        <Button type="button" $variant="ghost" onClick={onRemove}>
          Retirer la résolution {n}
        </Button>
      </div>
    </Fieldset>
  );
}

/** Works voted: none (from a dated source), or resolutions with what each lot sold bears of them. */
export function WorksFields({ draft, lots, current, errors, onChange }: WorksFieldsProps) {
  const setWork = (index: number, change: Partial<WorkDraft>) =>
    onChange({
      ...draft,
      list: draft.list.map((work, i) => (i === index ? { ...work, ...change } : work)),
    });
  return (
    <Stack $gap={8}>
      <Select
        label="Travaux votés"
        value={draft.status}
        placeholder="Non communiqué"
        options={WORKS_ITEM.choices.map((c) => ({ value: c.value, label: c.label }))}
        error={errors['works.status']}
        onChange={(event) => {
          const status = event.target.value as WorksDraft['status'];
          onChange({
            status,
            list: status === 'voted' && draft.list.length === 0 ? [EMPTY_WORK] : draft.list,
          });
        }}
      />
      {draft.status === 'voted'
        ? draft.list.map((work, index) => (
            <ResolutionFields
              key={index}
              work={work}
              index={index}
              lots={lots}
              errors={errors}
              onChange={(change) => setWork(index, change)}
              onRemove={() =>
                onChange({ ...draft, list: draft.list.filter((_, i) => i !== index) })
              }
            />
          ))
        : null}
      {draft.status === 'voted' ? (
        <div>
          <Button
            type="button"
            $variant="secondary"
            onClick={() => onChange({ ...draft, list: [...draft.list, EMPTY_WORK] })}
          >
            Ajouter une résolution
          </Button>
        </div>
      ) : null}
      <Provenance item={current} />
    </Stack>
  );
}
