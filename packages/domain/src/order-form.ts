import type { OfferCode } from './offers';
import type { OrderOption } from './order-options';
import type { ShareKey } from './share-keys';
import { cite, citeInText } from './legal-citations';

export type OrderMethod = 'extranet' | 'upload' | 'email';

/** How the customer gives us the syndic's documents (`method`, docs/product.md §3.3). */
export const ORDER_METHODS: Array<{ value: OrderMethod; label: string; help: string }> = [
  {
    value: 'extranet',
    label: 'Accès à l’extranet du syndic',
    help: 'Vous nous donnez l’adresse du site de votre syndic et vos identifiants : nous récupérons les documents.',
  },
  {
    value: 'upload',
    label: 'Je télécharge mes documents',
    help: 'Vous déposez vos appels de fonds, relevé de compte et PV d’AG directement sur le site.',
  },
  {
    value: 'email',
    label: 'J’envoie mes documents par e-mail',
    help: 'Vous nous transmettez les documents par e-mail après la commande.',
  },
];

export type LotKind = 'appartement' | 'cave' | 'parking' | 'box' | 'local_commercial' | 'autre';

export const LOT_KINDS: Array<{ value: LotKind; label: string }> = [
  { value: 'appartement', label: 'Appartement' },
  { value: 'cave', label: 'Cave' },
  { value: 'parking', label: 'Parking' },
  { value: 'box', label: 'Box' },
  { value: 'local_commercial', label: 'Local commercial' },
  { value: 'autre', label: 'Autre' },
];

export interface OrderLot {
  /** lot number in the état descriptif de division ('12', '12 bis', 'B104') */
  number: string;
  kind: LotKind;
  description: string;
  /** the lot's tantièmes and the building total; null = not known yet */
  tantiemes: number | null;
  tantiemes_total: number | null;
}

export interface PostalAddress {
  address: string;
  additional: string;
  zipcode: string;
  city: string;
}

export interface OrderOwner extends PostalAddress {
  firstname: string;
  lastname: string;
}

export interface OrderInvoice extends PostalAddress {
  firstname: string;
  /** a company name goes here */
  lastname: string;
  /** set by the system when the order is paid */
  offer: OfferCode | null;
  price: number | null;
  datetime: string | null;
}

export interface OrderSyndic {
  name: string;
  url: string;
  username: string;
  password: string;
}

export type FinancialField =
  | 'budget'
  | 'unbudget'
  | 'wanted_loads'
  | 'required_advances'
  | 'reserved_advances'
  | 'unpaid'
  | 'unpaid_providers'
  | 'ongoing_budget'
  | 'budget_n'
  | 'expected_budget'
  | 'expected_budget_n'
  | 'budget_n1'
  | 'expected_budget_n1'
  | 'hors_budget_n'
  | 'expected_hors_budget_n'
  | 'hors_budget_n1'
  | 'expected_hors_budget_n1'
  | 'works_funds'
  | 'works_funds_lot'
  | 'article_33'
  | 'loan_due'
  | 'other_due'
  | 'early_provisions'
  | 'credit_balance'
  | 'unbudget_not_due'
  | 'works_funds_last_contribution'
  | 'loan_share'
  | 'loan_remaining'
  | 'building_budget'
  | 'building_budget_n'
  | 'transfer_fees'
  | 'works_funds_contribution'
  | 'ppt_works'
  | 'loan_amount'
  | 'loan_instalment';

export type DateField =
  | 'dt_advances'
  | 'dt_works_funds'
  | 'dt_based'
  | 'dt_n_start'
  | 'dt_n_end'
  | 'dt_n1_start'
  | 'dt_n1_end'
  | 'dt_last_contribution'
  | 'dt_permit'
  | 'dt_loan_next';

/**
 * Financial amounts in euros; null = not provided. docs/domain.md §6: "a missing value is shown as
 * missing", never as 0, so a blank field must stay distinguishable from a real 0 (see
 * SPEC_FINANCIAL_DEFAULTS).
 */
export type FinancialAmounts = Record<FinancialField, number | null>;

/** ISO days 'YYYY-MM-DD'; null = not provided. */
export type FinancialDates = Record<DateField, string | null>;

export interface OrderForm extends FinancialAmounts, FinancialDates {
  offer: OfferCode | null;
  /** carried over from the first form without a stated meaning (docs/product.md §3.3); kept opaque */
  subsid: string;
  /** the customer accepted the conditions générales de vente */
  valid: boolean;
  /** where the pré-état daté and the notifications are sent */
  email: string;
  /** address of the property sold */
  address: string;
  additional: string;
  zipcode: string;
  city: string;
  /** the lot sold is the seller's main residence (the notary needs it for capital gains) */
  principal: boolean;
  /** the customer wants an invoice in their name: the billing step asks for its address */
  invoiced: boolean;
  /** the seller declares owing sums to the syndicat */
  debts: boolean;
  notary: { name: string; email: string };
  lots: OrderLot[];
  comment: string;
  /** the seller says all called charges are paid; null = not answered */
  all_due_paid: boolean | null;
  indicates_buyer_is_coowner: boolean;
  buyer_is_coowner: boolean;
  buyer_coowner_name: string;
  owners: OrderOwner[];
  invoice: OrderInvoice;
  options: OrderOption[];
  method: OrderMethod;
  links: Array<{ link: string }>;
  syndic: OrderSyndic;
  /** where the syndic can be reached (printed in the identification of the document) */
  syndic_address: string;
  syndic_contact: string;
  /**
   * main lots of the copropriété (housing, offices, shops): with the building permit date
   * it decides which legal obligations apply to the building (building-obligations.ts)
   */
  building_lots: number | null;
  /** the building houses people, in whole or in part: the PPT, DPE collectif and lead report depend on it */
  building_residential: boolean | null;
  /**
   * the règlement de copropriété as the seller's title deed names it (date, notary,
   * publication): printed as their declaration until staff enter the deed
   */
  regulation_reference: string;
  /**
   * provisions of the budget called per financial year, each due on the first day of its
   * period (art. 14-1 of the loi of 10 July 1965); null = the legal default, quarterly
   */
  budget_calls: number | null;
  /** months between two instalments of the collective loan; null = not known */
  loan_period: number | null;
  /** the key the fonds de travaux is shared by; null = the lots' general tantièmes */
  works_funds_key: ShareKey | null;
  /** the lots taking part in the collective loan and their total (art. 26-4); null = every lot, general tantièmes */
  loan_key: ShareKey | null;
}

export interface FinancialFieldInfo {
  key: FinancialField;
  label: string;
  help: string;
  /** row of the notaries' model (docs/domain.md §3) the amount is printed in */
  section: FigureSection;
  /**
   * 'lot': the amount belongs to each lot sold and is printed per lot (décret 2020-824);
   * 'building': the copropriété's figure, printed once
   */
  scope: 'lot' | 'building';
  /** never required from the customer, even when they type the amounts (Libre) */
  optional?: true;
}

export type FigureSection = 'I-A' | 'I-B' | 'I-C' | 'N-1' | 'N-2' | 'copropriete' | 'vie';

/** Where a figure sits in the document, as staff read it beside the amount. */
export const FIGURE_SECTION_LABELS: Record<FigureSection, string> = {
  'I-A': 'I-A — dû par le vendeur au syndicat',
  'I-B': 'I-B — dû par le syndicat au vendeur',
  'I-C': 'I-C — à la charge de l’acquéreur',
  'N-1': 'Annexe — exercice N-1',
  'N-2': 'Annexe — exercice N-2',
  copropriete: 'Situation financière de la copropriété',
  vie: 'Vie de la copropriété',
};

export function figureSectionLabel(section: string): string {
  return section in FIGURE_SECTION_LABELS
    ? FIGURE_SECTION_LABELS[section as FigureSection]
    : section;
}

/**
 * Form amounts mapped to the document's structure. "n" is the last closed financial year
 * (annex N-1), "n1" the one before (annex N-2); "expected" is what was called on the
 * budget (provisions), the plain name the actual charges once the accounts were approved.
 */
export const FINANCIAL_FIELDS: FinancialFieldInfo[] = [
  {
    key: 'budget',
    label: 'Provisions exigibles du budget prévisionnel',
    help: 'Appels de fonds du budget courant échus et non encore payés par le vendeur.',
    section: 'I-A',
    scope: 'lot',
  },
  {
    key: 'unbudget',
    label: 'Provisions exigibles hors budget',
    help: 'Appels de fonds pour travaux ou dépenses hors budget échus et non encore payés par le vendeur.',
    section: 'I-A',
    scope: 'lot',
  },
  {
    key: 'wanted_loads',
    label: 'Charges impayées des exercices antérieurs',
    help: 'Solde débiteur du vendeur sur les exercices déjà clos, tel qu’il figure sur son relevé de compte.',
    section: 'I-A',
    scope: 'lot',
  },
  {
    key: 'required_advances',
    label: 'Avances exigibles',
    help: 'Avances (fonds de roulement, réserve) appelées auprès du vendeur et non encore versées.',
    section: 'I-A',
    scope: 'lot',
  },
  {
    key: 'article_33',
    label: `Sommes devenues exigibles (${citeInText('article33')})`,
    help: 'Fractions de travaux payables en plusieurs annuités que la vente rend exigibles immédiatement.',
    section: 'I-A',
    scope: 'lot',
    optional: true,
  },
  {
    key: 'loan_due',
    label: `Sommes exigibles au titre de l’emprunt collectif (${citeInText('loanAtSale')})`,
    help: 'Échéances de l’emprunt souscrit par le syndicat échues et non payées par le vendeur, ou rendues exigibles par la vente.',
    section: 'I-A',
    scope: 'lot',
    optional: true,
  },
  {
    key: 'other_due',
    label: 'Autres sommes exigibles (condamnations, frais de recouvrement)',
    help: 'Sommes mises à la charge du vendeur par une décision de justice ou des frais de recouvrement imputables.',
    section: 'I-A',
    scope: 'lot',
    optional: true,
  },
  {
    key: 'reserved_advances',
    label: 'Avances détenues par le syndicat',
    help: 'Avances déjà versées par le vendeur (fonds de roulement, réserve) que le syndicat lui doit et que l’acquéreur reconstituera.',
    section: 'I-B',
    scope: 'lot',
  },
  {
    key: 'early_provisions',
    label: 'Provisions exigées par anticipation',
    help: 'Provisions appelées avant leur échéance normale et déjà versées par le vendeur.',
    section: 'I-B',
    scope: 'lot',
    optional: true,
  },
  {
    key: 'credit_balance',
    label: 'Solde créditeur du compte du vendeur',
    help: 'Somme que le syndicat doit au vendeur selon son relevé de compte.',
    section: 'I-B',
    scope: 'lot',
    optional: true,
  },
  {
    key: 'ongoing_budget',
    label: 'Provisions du budget non encore exigibles',
    help: 'Appels de fonds de l’exercice en cours dont l’échéance est postérieure à la vente, à la charge de l’acquéreur.',
    section: 'I-C',
    scope: 'lot',
  },
  {
    key: 'unbudget_not_due',
    label: 'Provisions hors budget non encore exigibles',
    help: 'Appels de fonds des travaux votés dont l’échéance est postérieure à la vente (échéancier voté).',
    section: 'I-C',
    scope: 'lot',
    optional: true,
  },
  {
    key: 'expected_budget',
    label: 'Budget prévisionnel de l’exercice en cours (part du lot)',
    help: 'Quote-part annuelle du lot dans le budget voté pour l’exercice en cours.',
    section: 'I-C',
    scope: 'lot',
  },
  {
    key: 'expected_budget_n',
    label: 'Provisions appelées sur le budget (exercice N-1)',
    help: 'Total des appels de fonds du budget courant adressés au vendeur pour le dernier exercice clos.',
    section: 'N-1',
    scope: 'lot',
  },
  {
    key: 'budget_n',
    label: 'Charges courantes réelles (exercice N-1)',
    help: 'Part réelle du vendeur dans les charges du budget courant du dernier exercice clos, après approbation des comptes.',
    section: 'N-1',
    scope: 'lot',
  },
  {
    key: 'expected_hors_budget_n',
    label: 'Provisions appelées hors budget (exercice N-1)',
    help: 'Total des appels de fonds pour travaux et dépenses hors budget adressés au vendeur pour le dernier exercice clos.',
    section: 'N-1',
    scope: 'lot',
  },
  {
    key: 'hors_budget_n',
    label: 'Charges hors budget réelles (exercice N-1)',
    help: 'Part réelle du vendeur dans les dépenses hors budget du dernier exercice clos.',
    section: 'N-1',
    scope: 'lot',
  },
  {
    key: 'expected_budget_n1',
    label: 'Provisions appelées sur le budget (exercice N-2)',
    help: 'Total des appels de fonds du budget courant adressés au vendeur pour l’avant-dernier exercice clos.',
    section: 'N-2',
    scope: 'lot',
  },
  {
    key: 'budget_n1',
    label: 'Charges courantes réelles (exercice N-2)',
    help: 'Part réelle du vendeur dans les charges du budget courant de l’avant-dernier exercice clos.',
    section: 'N-2',
    scope: 'lot',
  },
  {
    key: 'expected_hors_budget_n1',
    label: 'Provisions appelées hors budget (exercice N-2)',
    help: 'Total des appels de fonds hors budget adressés au vendeur pour l’avant-dernier exercice clos.',
    section: 'N-2',
    scope: 'lot',
  },
  {
    key: 'hors_budget_n1',
    label: 'Charges hors budget réelles (exercice N-2)',
    help: 'Part réelle du vendeur dans les dépenses hors budget de l’avant-dernier exercice clos.',
    section: 'N-2',
    scope: 'lot',
  },
  {
    key: 'unpaid',
    label: 'Impayés de charges de la copropriété',
    help: 'Total des charges impayées par l’ensemble des copropriétaires, indiqué en annexe 1 des comptes approuvés.',
    section: 'copropriete',
    scope: 'building',
  },
  {
    key: 'unpaid_providers',
    label: 'Dettes envers les fournisseurs',
    help: 'Sommes dues par le syndicat à ses fournisseurs, indiquées en annexe 1 des comptes approuvés.',
    section: 'copropriete',
    scope: 'building',
  },
  {
    key: 'works_funds',
    label: 'Montant du fonds de travaux',
    help: 'Montant total du fonds de travaux de la copropriété (loi ALUR), s’il existe.',
    section: 'copropriete',
    scope: 'building',
  },
  {
    key: 'works_funds_lot',
    label: 'Part du fonds de travaux rattachée au lot',
    help: 'Quote-part du fonds de travaux attachée au lot vendu, qui reste acquise au syndicat.',
    section: 'copropriete',
    scope: 'lot',
  },
  {
    key: 'works_funds_last_contribution',
    label: 'Dernière cotisation au fonds de travaux versée par le vendeur',
    help: `Montant du dernier appel de cotisation au fonds de travaux payé par le vendeur (${citeInText('preEtatDate', { point: 'II 2° d' })}).`,
    section: 'copropriete',
    scope: 'lot',
    optional: true,
  },
  {
    key: 'works_funds_contribution',
    label: 'Cotisation annuelle au fonds de travaux (total de la copropriété)',
    help: `Cotisation votée en assemblée générale : au moins 5 % du budget prévisionnel, et 2,5 % des travaux du PPT adopté (${citeInText('worksFund')}). Appelée avec les provisions du budget.`,
    section: 'copropriete',
    scope: 'building',
    optional: true,
  },
  {
    key: 'ppt_works',
    label: 'Montant des travaux prévus par le plan pluriannuel de travaux adopté',
    help: 'Total des travaux du PPT adopté : la cotisation au fonds de travaux en vaut au moins 2,5 %.',
    section: 'copropriete',
    scope: 'building',
    optional: true,
  },
  {
    key: 'building_budget',
    label: 'Budget prévisionnel voté pour l’exercice en cours (total de la copropriété)',
    help: 'Budget de la copropriété voté en assemblée générale, pour contrôler la quote-part du lot.',
    section: 'copropriete',
    scope: 'building',
    optional: true,
  },
  {
    key: 'building_budget_n',
    label: 'Budget prévisionnel voté pour l’exercice N-1 (total de la copropriété)',
    help: 'Budget voté du dernier exercice clos, pour contrôler les provisions appelées au vendeur.',
    section: 'N-1',
    scope: 'building',
    optional: true,
  },
  {
    key: 'loan_amount',
    label: 'Montant de l’emprunt collectif souscrit par le syndicat',
    help: `Capital emprunté par le syndicat pour le compte des copropriétaires qui y participent (${citeInText('loanParticipation', { following: true })}).`,
    section: 'vie',
    scope: 'building',
    optional: true,
  },
  {
    key: 'loan_share',
    label: 'Quote-part du lot dans l’emprunt collectif',
    help: 'Part de l’emprunt souscrit par le syndicat supportée par le lot : le montant de l’emprunt × les tantièmes du lot ÷ le total des lots qui y participent.',
    section: 'vie',
    scope: 'lot',
    optional: true,
  },
  {
    key: 'loan_remaining',
    label: 'Capital de l’emprunt collectif restant à rembourser par le lot',
    help: 'Ce qui reste à rembourser sur la quote-part du lot à la date du relevé.',
    section: 'vie',
    scope: 'lot',
    optional: true,
  },
  {
    key: 'loan_instalment',
    label: 'Échéance de remboursement de l’emprunt collectif (part du lot)',
    help: 'Montant de chaque échéance appelée au lot pour rembourser l’emprunt.',
    section: 'vie',
    scope: 'lot',
    optional: true,
  },
  {
    key: 'transfer_fees',
    label: 'Honoraires du syndic pour la mutation (état daté)',
    help: `Honoraires que le syndic facture au vendeur pour l’état daté : 380 € TTC au plus (${cite('transferFees')}). Pour information, non facturés par nous.`,
    section: 'copropriete',
    scope: 'building',
    optional: true,
  },
];

export const FINANCIAL_FIELD_KEYS: FinancialField[] = FINANCIAL_FIELDS.map((f) => f.key);

const LOT_FIELD_KEYS: ReadonlySet<string> = new Set(
  FINANCIAL_FIELDS.filter((f) => f.scope === 'lot').map((f) => f.key),
);

/** Whether a figure is a lot's amount (its budget, its unpaid charges), not the building's. */
export const isLotField = (field: string): boolean => LOT_FIELD_KEYS.has(field);

export const DATE_FIELDS: Array<{ key: DateField; label: string; help: string }> = [
  {
    key: 'dt_based',
    label: 'Date de l’assemblée générale ayant approuvé les derniers comptes',
    help: `Les montants de la copropriété sont donnés à cette date (${citeInText('preEtatDate')}).`,
  },
  {
    key: 'dt_advances',
    label: 'Date du relevé des avances',
    help: 'Date à laquelle le montant des avances a été arrêté.',
  },
  {
    key: 'dt_works_funds',
    label: 'Date du montant du fonds de travaux',
    help: 'Date à laquelle le montant du fonds de travaux a été arrêté.',
  },
  {
    key: 'dt_last_contribution',
    label: 'Date de la dernière cotisation au fonds de travaux',
    help: 'Date de l’appel de cotisation au fonds de travaux payé en dernier par le vendeur.',
  },
  {
    key: 'dt_n_start',
    label: 'Début de l’exercice N-1',
    help: 'Premier jour du dernier exercice comptable clos.',
  },
  { key: 'dt_n_end', label: 'Fin de l’exercice N-1', help: 'Dernier jour de cet exercice.' },
  {
    key: 'dt_n1_start',
    label: 'Début de l’exercice N-2',
    help: 'Premier jour de l’avant-dernier exercice clos.',
  },
  { key: 'dt_n1_end', label: 'Fin de l’exercice N-2', help: 'Dernier jour de cet exercice.' },
  {
    key: 'dt_permit',
    label: 'Date du permis de construire de l’immeuble',
    help: 'Avec le nombre de lots, elle détermine les obligations de la copropriété (PPT, DPE collectif…).',
  },
  {
    key: 'dt_loan_next',
    label: 'Prochaine échéance de l’emprunt collectif',
    help: 'Jour de la prochaine échéance appelée pour rembourser l’emprunt : l’échéancier en part.',
  },
];

/** The first specification's literal defaults: every original amount 0 (docs/product.md §3.3 says why they start null). Kept for reference only. */
export const SPEC_FINANCIAL_DEFAULTS: Readonly<Partial<Record<FinancialField, 0>>> =
  Object.fromEntries(FINANCIAL_FIELDS.filter((f) => !f.optional).map((f) => [f.key, 0]));

const emptyAddress = (): PostalAddress => ({ address: '', additional: '', zipcode: '', city: '' });

export function emptyOwner(): OrderOwner {
  return { firstname: '', lastname: '', ...emptyAddress() };
}

export function emptyLot(kind: LotKind = 'appartement'): OrderLot {
  return { number: '', kind, description: '', tantiemes: null, tantiemes_total: null };
}

/**
 * A fresh order form, docs/product.md §3.3 defaults (principal true, invoiced true, debts false, method
 * extranet), with one deliberate difference: the financial amounts and dates start null
 * ("not provided") rather than 0, because docs/domain.md §6 forbids printing a missing figure as 0
 * and a 0 default cannot be told apart from an answer.
 */
export function createOrderForm(): OrderForm {
  return {
    offer: null,
    subsid: '',
    valid: false,
    email: '',
    ...emptyAddress(),
    principal: true,
    invoiced: true,
    debts: false,
    notary: { name: '', email: '' },
    lots: [],
    comment: '',
    all_due_paid: null,
    indicates_buyer_is_coowner: false,
    buyer_is_coowner: false,
    buyer_coowner_name: '',
    owners: [],
    invoice: {
      firstname: '',
      lastname: '',
      ...emptyAddress(),
      offer: null,
      price: null,
      datetime: null,
    },
    ...(Object.fromEntries(FINANCIAL_FIELD_KEYS.map((k) => [k, null])) as FinancialAmounts),
    ...(Object.fromEntries(DATE_FIELDS.map((d) => [d.key, null])) as FinancialDates),
    options: [],
    method: 'extranet',
    links: [],
    syndic: { name: '', url: '', username: '', password: '' },
    syndic_address: '',
    syndic_contact: '',
    building_lots: null,
    building_residential: null,
    regulation_reference: '',
    budget_calls: null,
    loan_period: null,
    works_funds_key: null,
    loan_key: null,
  };
}

/** Frozen reference of the defaults; use createOrderForm() for a form to mutate. */
export const ORDER_FORM_DEFAULTS: Readonly<OrderForm> = Object.freeze(createOrderForm());

export type OrderStep =
  | 'offre'
  | 'bien'
  | 'vendeurs'
  | 'acquereur'
  | 'notaire'
  | 'documents'
  | 'montants'
  | 'facturation'
  | 'recapitulatif';

export const ORDER_STEPS: Array<{ key: OrderStep; title: string }> = [
  { key: 'offre', title: 'Offre' },
  { key: 'bien', title: 'Bien et lots' },
  { key: 'vendeurs', title: 'Vendeurs' },
  { key: 'acquereur', title: 'Acquéreur' },
  { key: 'notaire', title: 'Notaire' },
  { key: 'documents', title: 'Documents' },
  { key: 'montants', title: 'Montants' },
  { key: 'facturation', title: 'Facturation' },
  { key: 'recapitulatif', title: 'Récapitulatif' },
];

/**
 * Offers whose amounts the customer types in themselves (Libre): the amounts are required
 * there; for the others our staff read them from the documents and the customer may leave
 * them blank.
 */
export const CUSTOMER_FILLS_AMOUNTS: readonly OfferCode[] = ['eco'];

export function amountsRequired(offer: OfferCode | null): boolean {
  return offer !== null && CUSTOMER_FILLS_AMOUNTS.includes(offer);
}
