import { useEffect, useState, type FormEvent } from 'react';
import { useDispatch } from 'react-redux';
import type { DateReading, Order } from '@ped/client';
import { shellActions } from '@ped/contracts';
import {
  BUILDING_LOTS_FIELD,
  BUILDING_RESIDENTIAL_FIELD,
  DATE_FIELDS,
  SALE_DETAIL_CHOICE_FIELDS,
  SALE_DETAIL_KEYS,
  SALE_DETAIL_KEY_FIELDS,
  SALE_DETAIL_MESSAGES,
  SALE_DETAIL_TEXT_FIELDS,
  validateSaleDetails,
  type SaleDetailKey,
  type SaleDetails,
  type SaleKeyKey,
} from '@ped/domain';
import { Button, DateField, FormError, Select, Stack, TextField } from '@ped/ui';
import { shareKeyDraft, shareKeyValue, type ShareKeyDraft } from '../share-key-draft';
import { orderLotNumbers } from '../order-lots';
import { ShareKeyFields } from './ShareKeyFields';
import { useResourcesCall } from '../../../store/resources/useResources';
import { Fieldset, FieldRow } from './building-record-layout';
import { DateReadingHint } from './DateReadingHint';

type TextKey = Exclude<SaleDetailKey, SaleKeyKey>;
type Texts = Record<TextKey, string>;
type Keys = Record<SaleKeyKey, ShareKeyDraft>;

const KEY_KEYS = SALE_DETAIL_KEY_FIELDS.map((f) => f.key);
const TEXT_KEYS = SALE_DETAIL_KEYS.filter(
  (key): key is TextKey => !KEY_KEYS.includes(key as SaleKeyKey),
);
const NUMBER_KEYS: SaleDetailKey[] = [
  BUILDING_LOTS_FIELD.key,
  ...SALE_DETAIL_CHOICE_FIELDS.map((f) => f.key),
];

/** What the form shows: every detail as typed text, '' when the order has none. */
function textsOf(order: Order): Texts {
  const stored = (order.stored ?? {}) as Partial<SaleDetails>;
  return Object.fromEntries(
    TEXT_KEYS.map((key) => [key, stored[key] == null ? '' : String(stored[key])]),
  ) as Texts;
}

/** The special keys of the fund and the loan, as the form holds them. */
function keysOf(order: Order): Keys {
  const stored = (order.stored ?? {}) as Partial<SaleDetails>;
  return Object.fromEntries(KEY_KEYS.map((key) => [key, shareKeyDraft(stored[key])])) as Keys;
}

/** The details whose text changed, as the API takes them; a number of lots that is no number is an error. */
function changedDetails(texts: Texts, saved: Texts, keys: Keys, savedKeys: Keys, lots: string[]) {
  const details: Partial<Record<SaleDetailKey, unknown>> = {};
  const errors: Record<string, string> = {};
  for (const key of TEXT_KEYS) {
    const text = texts[key].trim();
    if (text === saved[key].trim()) continue;
    // the residential use: '' « Non communiqué », 'true' or 'false'
    if (key === BUILDING_RESIDENTIAL_FIELD.key) details[key] = text === '' ? null : text === 'true';
    else if (NUMBER_KEYS.includes(key)) {
      if (text !== '' && !/^\d+$/.test(text)) errors[key] = SALE_DETAIL_MESSAGES.buildingLots;
      details[key] = text === '' ? null : Number(text);
    } else details[key] = key.startsWith('dt_') && text === '' ? null : text;
  }
  for (const key of KEY_KEYS)
    if (JSON.stringify(keys[key]) !== JSON.stringify(savedKeys[key]))
      details[key] = shareKeyValue(keys[key], lots, key, errors);
  return { details: details as Partial<SaleDetails>, errors };
}

/**
 * « Dates, lots et syndic »: staff complete or correct what the seller gave (the accounts'
 * AG date « Terminer » needs, the financial years printed on N-1 and N-2, the building's
 * size for its obligations, how to reach the syndic). Only changed values are sent; the
 * order's history keeps who changed which. Dates read in the order's documents are offered
 * under their field.
 */
export function SaleDetailsForm({ order }: { order: Order }) {
  const call = useResourcesCall();
  const dispatch = useDispatch();
  const [saved, setSaved] = useState(() => textsOf(order));
  const [texts, setTexts] = useState(saved);
  const [savedKeys, setSavedKeys] = useState(() => keysOf(order));
  const [keys, setKeys] = useState(savedKeys);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [readings, setReadings] = useState<DateReading[]>([]);
  const lots = orderLotNumbers(order);
  const { details, errors: unreadable } = changedDetails(texts, saved, keys, savedKeys, lots);

  useEffect(() => {
    // the readings only help: without them the form works as before
    call('fetchFigures', { orderid: order.orderid, account: order.account }).then(
      (figures) => setReadings(figures.dates ?? []),
      () => undefined,
    );
  }, [call, order.orderid, order.account]);
  const type = (key: TextKey) => (value: string) =>
    setTexts((current) => ({ ...current, [key]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const stored = (order.stored ?? {}) as Partial<SaleDetails>;
    const found = { ...validateSaleDetails({ ...stored, ...details }, { lots }), ...unreadable };
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const updated = await call(
        'saveSaleDetails',
        { orderid: order.orderid, account: order.account },
        details,
      );
      const fresh = textsOf(updated);
      setSaved(fresh);
      setTexts(fresh);
      const freshKeys = keysOf(updated);
      setSavedKeys(freshKeys);
      setKeys(freshKeys);
      dispatch(shellActions.notify('Données de la vente enregistrées', 'success'));
    } catch (error) {
      // also shown by the saga; the typed values stay
      setFailure(error instanceof Error ? error.message : null);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form aria-label="Dates, lots et syndic" onSubmit={(event) => void submit(event)} noValidate>
      <Stack $gap={16}>
        <Fieldset>
          <legend>Dates et exercices</legend>
          <FieldRow>
            {DATE_FIELDS.map(({ key, label }) => {
              const proposals = readings.find((r) => r.field === key)?.proposals ?? [];
              return (
                <DateField
                  key={key}
                  label={label}
                  value={texts[key]}
                  onChange={type(key)}
                  error={errors[key]}
                  hint={
                    proposals.length ? (
                      <DateReadingHint
                        label={label}
                        value={texts[key]}
                        proposals={proposals}
                        onUse={type(key)}
                      />
                    ) : undefined
                  }
                />
              );
            })}
          </FieldRow>
        </Fieldset>
        <Fieldset>
          <legend>Copropriété et syndic</legend>
          <FieldRow>
            <TextField
              label={BUILDING_LOTS_FIELD.label}
              hint={BUILDING_LOTS_FIELD.help}
              inputMode="numeric"
              value={texts.building_lots}
              onChange={(event) => type('building_lots')(event.target.value)}
              error={errors.building_lots}
            />
            <Select
              label={BUILDING_RESIDENTIAL_FIELD.label}
              hint={BUILDING_RESIDENTIAL_FIELD.help}
              value={texts.building_residential}
              error={errors.building_residential}
              options={[
                { value: '', label: BUILDING_RESIDENTIAL_FIELD.blank },
                ...BUILDING_RESIDENTIAL_FIELD.options.map((o) => ({
                  value: String(o.value),
                  label: o.label,
                })),
              ]}
              onChange={(event) => type('building_residential')(event.target.value)}
            />
            {SALE_DETAIL_TEXT_FIELDS.map(({ key, label, help }) => (
              <TextField
                key={key}
                label={label}
                hint={help}
                value={texts[key]}
                onChange={(event) => type(key)(event.target.value)}
                error={errors[key]}
              />
            ))}
          </FieldRow>
        </Fieldset>
        <Fieldset>
          <legend>Appels de fonds, fonds de travaux et emprunt</legend>
          <FieldRow>
            {SALE_DETAIL_CHOICE_FIELDS.map(({ key, label, help, choices, blank, option }) => (
              <Select
                key={key}
                label={label}
                hint={help}
                value={texts[key]}
                error={errors[key]}
                options={[
                  { value: '', label: blank },
                  ...choices.map((n) => ({ value: String(n), label: option(n) })),
                ]}
                onChange={(event) => type(key)(event.target.value)}
              />
            ))}
          </FieldRow>
          {SALE_DETAIL_KEY_FIELDS.map(({ key, label, help }) => (
            <ShareKeyFields
              key={key}
              label={label}
              hint={help}
              draft={keys[key]}
              lots={lots}
              prefix={key}
              errors={errors}
              onChange={(draft) => setKeys((current) => ({ ...current, [key]: draft }))}
            />
          ))}
        </Fieldset>
        {failure ? <FormError>{failure}</FormError> : null}
        <div>
          <Button type="submit" disabled={busy || Object.keys(details).length === 0}>
            Enregistrer les données de la vente
          </Button>
        </div>
      </Stack>
    </form>
  );
}
