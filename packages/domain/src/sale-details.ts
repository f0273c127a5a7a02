import { BUDGET_CALL_CHOICES, LOAN_PERIOD_CHOICES } from './call-schedule';
import { DATE_FIELDS, type DateField, type OrderForm } from './order-form';
import { validateShareKey } from './share-keys';
import { isBlank, isIsoDay } from './validators';
import { citeInText } from './legal-citations';

/**
 * The facts of a sale that are neither amounts nor the building's record: the dates the
 * figures are given at, the financial years, the building's size and age (they decide its
 * legal obligations) and how to reach the syndic. The seller gives what they know in the
 * order form; staff correct or complete them before « Terminer ».
 */
export type SaleDetailKey =
  | DateField
  | 'building_lots'
  | 'building_residential'
  | 'syndic_address'
  | 'syndic_contact'
  | SaleChoiceKey
  | SaleKeyKey;

/** Counts chosen in a list: the budget calls of a year, the months between loan instalments. */
export type SaleChoiceKey = 'budget_calls' | 'loan_period';
/** The special keys the fund and the loan are shared by. */
export type SaleKeyKey = 'works_funds_key' | 'loan_key';
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

/** Whether the building houses people: the PPT, the DPE collectif and the lead report depend on it. */
export const BUILDING_RESIDENTIAL_FIELD = {
  key: 'building_residential' as const,
  label: 'Immeuble à usage d’habitation, en tout ou partie',
  help: 'Le plan pluriannuel de travaux, le DPE collectif et le constat plomb des parties communes ne concernent que les immeubles d’habitation.',
  options: [
    { value: true, label: 'Oui' },
    { value: false, label: 'Non (bureaux, commerces uniquement)' },
  ],
  blank: 'Non communiqué',
};

/** The règlement de copropriété as the seller's title deed names it: printed as their declaration until staff enter the deed. */
export const REGULATION_REFERENCE_FIELD = {
  key: 'regulation_reference' as const,
  label: 'Règlement de copropriété (références de votre titre de propriété)',
  help: 'Date de l’acte, notaire, publication au service de la publicité foncière : elles figurent dans votre titre de propriété. Facultatif.',
};

export const SALE_DETAIL_CHOICE_FIELDS: Array<{
  key: SaleChoiceKey;
  label: string;
  help: string;
  choices: readonly number[];
  /** what a blank field means */
  blank: string;
  option: (n: number) => string;
}> = [
  {
    key: 'budget_calls',
    label: 'Appels de provisions du budget par exercice',
    help: `Chaque provision est exigible le premier jour de sa période (${citeInText('provisions')}) : l’échéancier en dépend.`,
    choices: BUDGET_CALL_CHOICES,
    blank: '4 (trimestriels, règle légale)',
    option: (n) => `${n} appel${n > 1 ? 's' : ''} (tous les ${12 / n} mois)`,
  },
  {
    key: 'loan_period',
    label: 'Périodicité des échéances de l’emprunt collectif',
    help: 'Nombre de mois entre deux échéances appelées pour rembourser l’emprunt.',
    choices: LOAN_PERIOD_CHOICES,
    blank: 'Non communiquée',
    option: (n) => `Tous les ${n} mois`,
  },
];

export const SALE_DETAIL_KEY_FIELDS: Array<{ key: SaleKeyKey; label: string; help: string }> = [
  {
    key: 'works_funds_key',
    label: 'Clé de répartition du fonds de travaux',
    help: 'Par défaut les tantièmes généraux ; une clé spéciale si le règlement en prévoit une.',
  },
  {
    key: 'loan_key',
    label: 'Clé de répartition de l’emprunt collectif',
    help: `Les lots qui participent à l’emprunt et le total de leurs tantièmes (${citeInText('loanParticipation')}) ; par défaut tous les lots, en tantièmes généraux.`,
  },
];

export const SALE_DETAIL_KEYS: readonly SaleDetailKey[] = [
  ...DATE_FIELDS.map((f) => f.key),
  BUILDING_LOTS_FIELD.key,
  BUILDING_RESIDENTIAL_FIELD.key,
  ...SALE_DETAIL_TEXT_FIELDS.map((f) => f.key),
  ...SALE_DETAIL_CHOICE_FIELDS.map((f) => f.key),
  ...SALE_DETAIL_KEY_FIELDS.map((f) => f.key),
];

export const SALE_DETAIL_MESSAGES = {
  dateInvalid: 'Date invalide',
  buildingLots: 'Le nombre de lots doit être un nombre entier positif',
  dtBasedRequired: 'Indiquez la date de l’assemblée générale ayant approuvé les comptes',
  yearOrder: 'La fin de l’exercice doit suivre son début',
  tooLong: '200 caractères au plus',
  choice: 'Choisissez une valeur de la liste',
  residential: 'Répondez oui, non, ou laissez « Non communiqué »',
} as const;

const YEARS: Array<[DateField, DateField]> = [
  ['dt_n_start', 'dt_n_end'],
  ['dt_n1_start', 'dt_n1_end'],
];

/** The label of a sale detail, as the form and the order's history name it. */
export function saleDetailLabel(key: SaleDetailKey): string {
  if (key === BUILDING_LOTS_FIELD.key) return BUILDING_LOTS_FIELD.label;
  if (key === BUILDING_RESIDENTIAL_FIELD.key) return BUILDING_RESIDENTIAL_FIELD.label;
  return (
    SALE_DETAIL_TEXT_FIELDS.find((f) => f.key === key)?.label ??
    SALE_DETAIL_CHOICE_FIELDS.find((f) => f.key === key)?.label ??
    SALE_DETAIL_KEY_FIELDS.find((f) => f.key === key)?.label ??
    DATE_FIELDS.find((f) => f.key === key)!.label
  );
}

/**
 * Errors of the sale details given (absent keys are not checked): days as YYYY-MM-DD, a
 * whole positive number of lots, each financial year ending after it starts, counts from
 * their lists, special keys naming the sale's lots (`lots`) with whole tantièmes. A key's
 * error is keyed by its field (`loan_key.total`).
 */
export function validateSaleDetails(
  details: Partial<SaleDetails>,
  {
    dtBasedRequired = false,
    lots = null,
  }: { dtBasedRequired?: boolean; lots?: string[] | null } = {},
): Partial<Record<string, string>> {
  const M = SALE_DETAIL_MESSAGES;
  const errors: Record<string, string> = {};
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
  const count = details.building_lots;
  if (count !== null && count !== undefined && !(Number.isInteger(count) && count > 0))
    errors.building_lots = M.buildingLots;
  const residential = details.building_residential;
  if (residential !== null && residential !== undefined && typeof residential !== 'boolean')
    errors.building_residential = M.residential;
  for (const { key } of SALE_DETAIL_TEXT_FIELDS)
    if ((details[key]?.length ?? 0) > 200) errors[key] = M.tooLong;
  for (const { key, choices } of SALE_DETAIL_CHOICE_FIELDS) {
    const value = details[key];
    if (value !== null && value !== undefined && !choices.includes(value)) errors[key] = M.choice;
  }
  for (const { key } of SALE_DETAIL_KEY_FIELDS) {
    const value = details[key];
    if (!value) continue;
    const found = validateShareKey(value, lots ?? value.lots.map((l) => l.lot));
    for (const [field, message] of Object.entries(found)) errors[`${key}.${field}`] = message;
  }
  return errors;
}
