import type { BuildingRecordItem } from '@ped/client';
import { WORKS_ITEM } from '@ped/domain';
import { AmountField, Button, DateField, Select, Stack, TextField } from '@ped/ui';
import { EMPTY_WORK, type WorkDraft, type WorksDraft } from '../building-record-draft';
import { FieldRow, Fieldset, Provenance } from './building-record-layout';

interface WorksFieldsProps {
  draft: WorksDraft;
  current: BuildingRecordItem | undefined;
  errors: Record<string, string>;
  onChange(draft: WorksDraft): void;
}

/** Works voted: none (from a dated source), or one line per resolution with the lot's share and what remains due. */
export function WorksFields({ draft, current, errors, onChange }: WorksFieldsProps) {
  const setWork = (index: number, change: Partial<WorkDraft>) =>
    onChange({
      ...draft,
      list: draft.list.map((work, i) => (i === index ? { ...work, ...change } : work)),
    });
  const error = (index: number, field: keyof WorkDraft) => errors[`works.${index}.${field}`];
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
            <Fieldset key={index}>
              <legend>Résolution {index + 1}</legend>
              <FieldRow>
                <TextField
                  label="N° et objet"
                  required
                  value={work.resolution}
                  error={error(index, 'resolution')}
                  onChange={(event) => setWork(index, { resolution: event.target.value })}
                />
                <DateField
                  label="Voté le"
                  required
                  value={work.voted}
                  error={error(index, 'voted')}
                  onChange={(voted) => setWork(index, { voted })}
                />
              </FieldRow>
              <FieldRow>
                <AmountField
                  label="Montant voté"
                  required
                  value={work.amount}
                  error={error(index, 'amount')}
                  onChange={(amount) => setWork(index, { amount })}
                />
                <AmountField
                  label="Quote-part du lot"
                  value={work.lot_share}
                  error={error(index, 'lot_share')}
                  onChange={(lot_share) => setWork(index, { lot_share })}
                />
                <AmountField
                  label="Reste dû"
                  value={work.remaining}
                  error={error(index, 'remaining')}
                  onChange={(remaining) => setWork(index, { remaining })}
                />
              </FieldRow>
              <div>
                <Button
                  type="button"
                  $variant="ghost"
                  onClick={() =>
                    onChange({ ...draft, list: draft.list.filter((_, i) => i !== index) })
                  }
                >
                  Retirer la résolution {index + 1}
                </Button>
              </div>
            </Fieldset>
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
