import type { BuildingRecordItem } from '@ped/client';
import { ENERGY_CLASSES, type StatusItemDefinition } from '@ped/domain';
import { DateField, Select, TextField } from '@ped/ui';
import type { StatusDraft } from '../building-record-draft';
import { FieldRow, Provenance } from './building-record-layout';

interface StatusItemFieldsProps {
  item: StatusItemDefinition;
  draft: StatusDraft;
  current: BuildingRecordItem | undefined;
  errors: Record<string, string>;
  onChange(draft: StatusDraft): void;
}

/** One item (DTG, proceedings…): the answer, then its date, class, details and deadline when that answer has them. */
export function StatusItemFields({
  item,
  draft,
  current,
  errors,
  onChange,
}: StatusItemFieldsProps) {
  const choice = item.choices.find((c) => c.value === draft.status);
  return (
    <div>
      <FieldRow>
        <Select
          label={item.label}
          value={draft.status}
          placeholder="Non communiqué"
          options={item.choices.map((c) => ({ value: c.value, label: c.label }))}
          error={errors[`${item.key}.status`]}
          onChange={(event) => onChange({ ...draft, status: event.target.value })}
        />
        {choice?.date ? (
          <DateField
            label={item.dateLabel}
            required={choice.date === 'required'}
            value={draft.date}
            error={errors[`${item.key}.date`]}
            onChange={(date) => onChange({ ...draft, date })}
          />
        ) : null}
        {choice?.grade ? (
          <Select
            label="Classe énergie"
            required={choice.grade === 'required'}
            value={draft.grade}
            placeholder="Choisir"
            options={ENERGY_CLASSES.map((grade) => ({ value: grade, label: grade }))}
            error={errors[`${item.key}.grade`]}
            onChange={(event) => onChange({ ...draft, grade: event.target.value })}
          />
        ) : null}
        {choice?.details ? (
          <TextField
            label={item.detailsLabel}
            required={choice.details === 'required'}
            value={draft.details}
            error={errors[`${item.key}.details`]}
            onChange={(event) => onChange({ ...draft, details: event.target.value })}
          />
        ) : null}
        {choice?.deadline && item.deadlineLabel ? (
          <DateField
            label={item.deadlineLabel}
            hint="Un délai dépassé à la délivrance est signalé au notaire en page 1."
            required={choice.deadline === 'required'}
            value={draft.deadline}
            error={errors[`${item.key}.deadline`]}
            onChange={(deadline) => onChange({ ...draft, deadline })}
          />
        ) : null}
      </FieldRow>
      <Provenance item={current} />
    </div>
  );
}
