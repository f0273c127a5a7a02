import { useEffect, useState, type FormEvent } from 'react';
import { useDispatch } from 'react-redux';
import type { DateReading, Order } from '@ped/client';
import { shellActions } from '@ped/contracts';
import {
  BUILDING_LOTS_FIELD,
  DATE_FIELDS,
  SALE_DETAIL_KEYS,
  SALE_DETAIL_MESSAGES,
  SALE_DETAIL_TEXT_FIELDS,
  validateSaleDetails,
  type SaleDetailKey,
  type SaleDetails,
} from '@ped/domain';
import { Button, DateField, FormError, Stack, TextField } from '@ped/ui';
import { useResourcesCall } from '../../../store/resources/useResources';
import { Fieldset, FieldRow } from './building-record-layout';
import { DateReadingHint } from './DateReadingHint';

type Texts = Record<SaleDetailKey, string>;

/** What the form shows: every detail as typed text, '' when the order has none. */
function textsOf(order: Order): Texts {
  const stored = (order.stored ?? {}) as Partial<SaleDetails>;
  return Object.fromEntries(
    SALE_DETAIL_KEYS.map((key) => [key, stored[key] == null ? '' : String(stored[key])]),
  ) as Texts;
}

/** The details whose text changed, as the API takes them; a number of lots that is no number is an error. */
function changedDetails(texts: Texts, saved: Texts) {
  const details: Partial<Record<SaleDetailKey, string | number | null>> = {};
  const errors: Partial<Record<SaleDetailKey, string>> = {};
  for (const key of SALE_DETAIL_KEYS) {
    const text = texts[key].trim();
    if (text === saved[key].trim()) continue;
    if (key === BUILDING_LOTS_FIELD.key) {
      if (text !== '' && !/^\d+$/.test(text)) errors[key] = SALE_DETAIL_MESSAGES.buildingLots;
      details[key] = text === '' ? null : Number(text);
    } else details[key] = key.startsWith('dt_') && text === '' ? null : text;
  }
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
  const [errors, setErrors] = useState<Partial<Record<SaleDetailKey, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [readings, setReadings] = useState<DateReading[]>([]);
  const { details, errors: unreadable } = changedDetails(texts, saved);

  useEffect(() => {
    // the readings only help: without them the form works as before
    call('fetchFigures', { orderid: order.orderid, account: order.account }).then(
      (figures) => setReadings(figures.dates ?? []),
      () => undefined,
    );
  }, [call, order.orderid, order.account]);
  const type = (key: SaleDetailKey) => (value: string) =>
    setTexts((current) => ({ ...current, [key]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const stored = (order.stored ?? {}) as Partial<SaleDetails>;
    const found = { ...validateSaleDetails({ ...stored, ...details }), ...unreadable };
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
