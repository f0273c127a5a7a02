import { DATE_FIELDS, type DateField, type OrderForm } from './order-form';
import { isBlank, isIsoDay } from './validators';

/**
 * The facts of a sale that are neither amounts nor the building's record: the dates the
 * figures are given at, the financial years, the building's size and age (they decide its
 * legal obligations) and how to reach the syndic. The seller gives what they know in the
 * order form; staff correct or complete them before « Terminer ».
 */
export type SaleDetailKey = DateField | 'building_lots' | 'syndic_address' | 'syndic_contact';
export type SaleDetails = Pick<OrderForm, SaleDetailKey>;

export const SALE_DETAIL_TEXT_FIELDS: Array<{
  key: 'syndic_address' | 'syndic_contact';
  label: string;
  help: string;
}> = [
  {
    key: 'syndic_address',
    label: 'Adresse du syndic',
    help: 'Imprimée sur le pré-état daté : le notaire y adresse sa demande d’état daté.',
  },
  {
    key: 'syndic_contact',
    label: 'Contact du syndic',
    help: 'Téléphone ou e-mail du gestionnaire de la copropriété.',
  },
];

export const BUILDING_LOTS_FIELD = {
  key: 'building_lots' as const,
  label: 'Nombre de lots de la copropriété',
  help: 'Avec la date du permis de construire, il décide des obligations de l’immeuble (PPT, DPE collectif, fonds de travaux).',
};

export const SALE_DETAIL_KEYS: readonly SaleDetailKey[] = [
  ...DATE_FIELDS.map((f) => f.key),
  BUILDING_LOTS_FIELD.key,
  ...SALE_DETAIL_TEXT_FIELDS.map((f) => f.key),
];

export const SALE_DETAIL_MESSAGES = {
  dateInvalid: 'Date invalide',
  buildingLots: 'Le nombre de lots doit être un nombre entier positif',
  dtBasedRequired: 'Indiquez la date de l’assemblée générale ayant approuvé les comptes',
  yearOrder: 'La fin de l’exercice doit suivre son début',
  tooLong: '200 caractères au plus',
} as const;

const YEARS: Array<[DateField, DateField]> = [
  ['dt_n_start', 'dt_n_end'],
  ['dt_n1_start', 'dt_n1_end'],
];

/** The label of a sale detail, as the form and the order's history name it. */
export function saleDetailLabel(key: SaleDetailKey): string {
  if (key === BUILDING_LOTS_FIELD.key) return BUILDING_LOTS_FIELD.label;
  return (
    SALE_DETAIL_TEXT_FIELDS.find((f) => f.key === key)?.label ??
    DATE_FIELDS.find((f) => f.key === key)!.label
  );
}

/**
 * Errors of the sale details given (absent keys are not checked): days as YYYY-MM-DD, a
 * whole positive number of lots, each financial year ending after it starts.
 */
export function validateSaleDetails(
  details: Partial<SaleDetails>,
  { dtBasedRequired = false }: { dtBasedRequired?: boolean } = {},
): Partial<Record<SaleDetailKey, string>> {
  const M = SALE_DETAIL_MESSAGES;
  const errors: Partial<Record<SaleDetailKey, string>> = {};
  for (const { key } of DATE_FIELDS) {
    const value = details[key];
    if (isBlank(value)) {
      if (dtBasedRequired && key === 'dt_based') errors[key] = M.dtBasedRequired;
    } else if (!isIsoDay(value!)) errors[key] = M.dateInvalid;
  }
  for (const [start, end] of YEARS) {
    const from = details[start];
    const to = details[end];
    if (!errors[start] && !errors[end] && from && to && to <= from) errors[end] = M.yearOrder;
  }
  const lots = details.building_lots;
  if (lots !== null && lots !== undefined && !(Number.isInteger(lots) && lots > 0))
    errors.building_lots = M.buildingLots;
  for (const { key } of SALE_DETAIL_TEXT_FIELDS)
    if ((details[key]?.length ?? 0) > 200) errors[key] = M.tooLong;
  return errors;
}
