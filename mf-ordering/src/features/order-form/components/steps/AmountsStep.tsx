import { useDispatch } from 'react-redux';
import { Alert, AmountField, DateField, RadioGroup, Select, Stack, TextField } from '@ped/ui';
import {
  BUILDING_LOTS_FIELD,
  BUILDING_RESIDENTIAL_FIELD,
  DATE_FIELDS,
  FINANCIAL_FIELDS,
  SELF_DECLARED_TEXT,
  amountsRequired,
  formatAmountInput,
  type DateField as DateFieldKey,
  type FinancialField,
} from '@ped/domain';
import { useDraft } from '../../hooks/useDraft';
import { draftActions } from '../../store/draft-actions';
import { FieldGrid } from '../FieldGrid';
import { FigureNoteHint } from '../FigureNoteHint';

type Paid = 'oui' | 'non' | 'inconnu';

export function AmountsStep() {
  const { draft, form, patch, errorOf } = useDraft();
  const dispatch = useDispatch();
  const required = amountsRequired(form.offer);
  const textOf = (key: FinancialField) =>
    draft.amountTexts[key] ?? (form[key] === null ? '' : formatAmountInput(form[key]));
  // what the documents uploaded said of each field, under its help
  const hintOf = (key: FinancialField | DateFieldKey, label: string, help: string) => (
    <FigureNoteHint
      help={help}
      label={label}
      note={draft.figures[key]}
      onUse={() => dispatch(draftActions.figureUsed(key))}
      onClear={() => dispatch(draftActions.figureCleared(key))}
    />
  );
  const paid: Paid = form.all_due_paid === null ? 'inconnu' : form.all_due_paid ? 'oui' : 'non';

  return (
    <Stack $gap={20}>
      {required ? (
        <Alert variant="info">{SELF_DECLARED_TEXT.amountsHint}</Alert>
      ) : (
        <Alert variant="info">
          Facultatif : nos experts relèvent ces montants dans vos documents. Si vous les connaissez,
          indiquez-les pour gagner du temps.
        </Alert>
      )}
      <RadioGroup<Paid>
        legend="Le vendeur est-il à jour de toutes les charges appelées ?"
        name="all_due_paid"
        inline
        value={paid}
        options={[
          { value: 'oui', label: 'Oui' },
          { value: 'non', label: 'Non' },
          { value: 'inconnu', label: 'Je ne sais pas' },
        ]}
        onChange={(value) => patch({ all_due_paid: value === 'inconnu' ? null : value === 'oui' })}
      />
      <FieldGrid>
        {FINANCIAL_FIELDS.map(({ key, label, help, optional }) => (
          <AmountField
            key={key}
            label={label}
            hint={hintOf(key, label, help)}
            required={required && !optional}
            placeholder="0,00"
            value={textOf(key)}
            onChange={(text, euros) => dispatch(draftActions.amountText(key, text, euros))}
            error={errorOf(key)}
          />
        ))}
      </FieldGrid>
      <FieldGrid $columns={3}>
        {DATE_FIELDS.map(({ key, label, help }) => (
          <DateField
            key={key}
            label={label}
            hint={hintOf(key, label, help)}
            required={required && key === 'dt_based'}
            value={form[key] ?? ''}
            onChange={(value) => patch({ [key]: value || null })}
            error={errorOf(key)}
          />
        ))}
        <TextField
          label={BUILDING_LOTS_FIELD.label}
          hint={BUILDING_LOTS_FIELD.help}
          type="number"
          min={1}
          step={1}
          value={form.building_lots ?? ''}
          onChange={(e) =>
            patch({ building_lots: e.target.value === '' ? null : Number(e.target.value) })
          }
          error={errorOf('building_lots')}
        />
        <Select
          label={BUILDING_RESIDENTIAL_FIELD.label}
          hint={BUILDING_RESIDENTIAL_FIELD.help}
          value={form.building_residential == null ? '' : String(form.building_residential)}
          options={[
            { value: '', label: BUILDING_RESIDENTIAL_FIELD.blank },
            ...BUILDING_RESIDENTIAL_FIELD.options.map((o) => ({
              value: String(o.value),
              label: o.label,
            })),
          ]}
          onChange={(e) =>
            patch({
              building_residential: e.target.value === '' ? null : e.target.value === 'true',
            })
          }
          error={errorOf('building_residential')}
        />
      </FieldGrid>
    </Stack>
  );
}
