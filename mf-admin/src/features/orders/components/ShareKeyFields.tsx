import { Select, TextField } from '@ped/ui';
import type { ShareKeyDraft } from '../share-key-draft';
import { FieldRow } from './building-record-layout';

/**
 * How an amount is shared between the lots: the general tantièmes, or a named key (a
 * building, the lift, the lots taking part in a loan) with its total and each sold lot's
 * tantièmes in it. Errors are read under `prefix` (`works.0.key.total`, `loan_key.total`).
 */
export function ShareKeyFields({
  label,
  hint,
  draft,
  lots,
  prefix,
  errors,
  onChange,
}: {
  label: string;
  hint?: string;
  draft: ShareKeyDraft;
  lots: string[];
  prefix: string;
  errors: Record<string, string | undefined>;
  onChange(draft: ShareKeyDraft): void;
}) {
  return (
    <div>
      <Select
        label={label}
        hint={hint}
        value={draft.special ? 'special' : 'general'}
        options={[
          { value: 'general', label: `Tantièmes généraux de l’état descriptif` },
          { value: 'special', label: 'Clé spéciale' },
        ]}
        onChange={(event) => onChange({ ...draft, special: event.target.value === 'special' })}
      />
      {draft.special ? (
        <FieldRow>
          <TextField
            label={`Nom de la clé (${label.toLowerCase()})`}
            value={draft.name}
            error={errors[`${prefix}.name`]}
            onChange={(event) => onChange({ ...draft, name: event.target.value })}
          />
          <TextField
            label={`Total de la clé (${label.toLowerCase()})`}
            inputMode="numeric"
            value={draft.total}
            error={errors[`${prefix}.total`]}
            onChange={(event) => onChange({ ...draft, total: event.target.value })}
          />
          {lots.map((lot, index) => (
            <TextField
              key={lot}
              label={`Tantièmes du lot ${lot} (${label.toLowerCase()})`}
              inputMode="numeric"
              value={draft.lots[lot] ?? ''}
              error={errors[`${prefix}.lots.${index}.tantiemes`]}
              onChange={(event) =>
                onChange({ ...draft, lots: { ...draft.lots, [lot]: event.target.value } })
              }
            />
          ))}
        </FieldRow>
      ) : null}
    </div>
  );
}
