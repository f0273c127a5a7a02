import { formatCents, formatDateInFull } from './format';
import { validateOrganisation, type OrganisationValue } from './building-organisation';
import { validateShareKey, type ShareKey } from './share-keys';
import { hasAtMostTwoDecimals, isIsoDay } from './validators';
import { citeInText } from './legal-citations';

/**
 * « Vie de la copropriété » and « Dossier technique » of the pré-état daté (docs/domain.md §3):
 * what staff read in the copropriété's documents and enter per order. Each item is either
 * not communicated (null) or a statement made from a source; a statement that something
 * does not exist (no proceedings, no works...) needs a dated source (docs/domain.md §6: never
 * « aucune procédure » without one).
 */
export type BuildingRecordSection = 'organisation' | 'life' | 'technical';

export type StatusItemKey =
  | 'proceedings'
  | 'loan'
  | 'orders'
  | 'amendments'
  | 'private_equipment'
  | 'insurance'
  | 'difficulty'
  | 'next_ag'
  | 'dtg'
  | 'ppt'
  | 'dpe'
  | 'dta'
  | 'lead'
  | 'termites'
  | 'lift';

export type BuildingRecordItemKey = 'works' | 'organisation' | StatusItemKey;

type Need = 'required' | 'optional';

export interface StatusChoice {
  value: string;
  label: string;
  /** whether a date goes with this answer (shown « le 12 mars 2024 ») */
  date?: Need;
  details?: Need;
  /** whether a deadline goes with it (the measures an administrative order prescribes) */
  deadline?: Need;
  /** a statement of absence: only made with a dated source */
  absence?: boolean;
  /** whether a class goes with it (the DPE's energy class, A to G) */
  grade?: Need;
}

export interface StatusItemDefinition {
  key: StatusItemKey;
  section: BuildingRecordSection;
  label: string;
  choices: StatusChoice[];
  dateLabel: string;
  detailsLabel: string;
  deadlineLabel?: string;
}

/** One answer: the choice, its date (ISO day) and free details. */
export interface StatusValue {
  status: string;
  date: string | null;
  details: string;
  /** ISO day by which what the answer describes must be done (an order's measures) */
  deadline?: string | null;
  /** the class the answer gives (a DPE's energy class, A to G) */
  grade?: string | null;
}

/** A call of works as the general assembly voted it: its due day and its share of the works. */
export interface WorkCall {
  /** ISO day the call is due (exigible) */
  due: string;
  /** percent of each lot's share paid by calls (the part the loan does not finance) */
  percent: number;
}

/** What one sold lot bears of a resolution, in euros (null = not known). */
export interface WorkLotShare {
  lot: string;
  /** the lot's share of the works: the amount × its tantièmes in the resolution's key */
  share: number | null;
  /** already called from the seller (paid or not) */
  called: number | null;
  /** still to be called, by the calls voted */
  remaining: number | null;
  /** financed by the collective loan for this lot (0 when the lot does not take part) */
  loan: number | null;
}

/** A resolution of works voted in general assembly and what each sold lot bears of it. */
export interface WorkVoted {
  resolution: string;
  /** ISO day of the vote */
  voted: string;
  /** euros: the whole building's budget of the works */
  amount: number | null;
  /** the key the works are shared by; null = the lots' general tantièmes */
  key: ShareKey | null;
  /** euros: the part of the amount the collective loan finances */
  loan: number | null;
  /** the call schedule voted */
  calls: WorkCall[];
  /** one line per sold lot */
  lots: WorkLotShare[];
}

export interface WorksValue {
  status: 'none' | 'voted';
  list: WorkVoted[];
}

export type BuildingRecordValues = {
  works?: WorksValue | null;
  organisation?: OrganisationValue | null;
} & {
  [K in StatusItemKey]?: StatusValue | null;
};

export const WORKS_ITEM = {
  key: 'works' as const,
  section: 'life' as const,
  label: 'Travaux votés (résolution, date, montant, quote-part, reste dû)',
  choices: [
    { value: 'none', label: 'Aucuns travaux votés restant à financer', absence: true },
    { value: 'voted', label: 'Travaux votés' },
  ] as StatusChoice[],
};

export const STATUS_ITEMS: readonly StatusItemDefinition[] = [
  {
    key: 'proceedings',
    section: 'life',
    label: 'Procédures judiciaires en cours',
    choices: [
      { value: 'none', label: 'Aucune procédure judiciaire en cours', absence: true },
      { value: 'ongoing', label: 'Procédure(s) en cours', details: 'required', date: 'optional' },
    ],
    dateLabel: 'Date de l’assignation',
    detailsLabel: 'Objet, parties, juridiction, montant en jeu',
  },
  {
    key: 'loan',
    section: 'life',
    label: 'Emprunt collectif',
    choices: [
      { value: 'none', label: 'Aucun emprunt collectif', absence: true },
      {
        value: 'ongoing',
        label: 'Emprunt collectif en cours',
        details: 'required',
        date: 'optional',
      },
    ],
    dateLabel: 'Date de fin de remboursement',
    detailsLabel: 'Objet, montant, part du lot, échéances',
  },
  {
    key: 'orders',
    section: 'life',
    label: 'Arrêtés de police administrative sur l’immeuble (sécurité, salubrité)',
    choices: [
      { value: 'none', label: 'Aucun arrêté de police visant l’immeuble', absence: true },
      {
        value: 'ongoing',
        label: 'Arrêté(s) en cours',
        details: 'required',
        date: 'required',
        deadline: 'optional',
      },
    ],
    dateLabel: 'Date de l’arrêté',
    detailsLabel: 'Autorité, nature (péril, insalubrité, équipements communs), mesures prescrites',
    deadlineLabel: 'Délai d’exécution des mesures',
  },
  {
    key: 'amendments',
    section: 'life',
    label: 'Modifications du règlement de copropriété en attente de publication',
    choices: [
      { value: 'none', label: 'Aucune modification en attente de publication', absence: true },
      {
        value: 'pending',
        label: 'Modification(s) votée(s), non encore publiée(s)',
        details: 'required',
        date: 'required',
      },
    ],
    dateLabel: 'Date du vote',
    detailsLabel: 'Objet de la modification',
  },
  {
    key: 'private_equipment',
    section: 'life',
    label: 'Équipements financés par certains copropriétaires seulement',
    choices: [
      { value: 'none', label: 'Aucun équipement de ce type', absence: true },
      {
        value: 'present',
        label: 'Équipement(s) financé(s) par certains copropriétaires',
        details: 'required',
        date: 'optional',
      },
    ],
    dateLabel: 'Date de la décision',
    detailsLabel: 'Équipement, copropriétaires concernés, part éventuelle du lot',
  },
  {
    key: 'insurance',
    section: 'life',
    label: 'Assurance de l’immeuble',
    choices: [
      { value: 'insured', label: 'Immeuble assuré', details: 'required', date: 'optional' },
      { value: 'not_insured', label: 'Aucune attestation d’assurance de l’immeuble' },
    ],
    dateLabel: 'Échéance du contrat',
    detailsLabel: 'Assureur et numéro de contrat',
  },
  {
    key: 'difficulty',
    section: 'life',
    label: `Copropriété en difficulté (${citeInText('difficulty', { following: true })})`,
    choices: [
      { value: 'none', label: 'Aucune procédure de copropriété en difficulté', absence: true },
      { value: 'ongoing', label: 'Procédure en cours', details: 'required', date: 'optional' },
    ],
    dateLabel: 'Date de la désignation',
    detailsLabel: 'Mandataire ad hoc ou administrateur provisoire, mission',
  },
  {
    key: 'next_ag',
    section: 'life',
    label: 'Prochaine assemblée générale',
    choices: [
      { value: 'scheduled', label: 'Convoquée', date: 'required', details: 'optional' },
      {
        value: 'planned',
        label: 'Date annoncée, pas encore convoquée',
        date: 'required',
        details: 'optional',
      },
      { value: 'not_scheduled', label: 'Pas encore convoquée', details: 'optional' },
    ],
    dateLabel: 'Date de l’assemblée',
    detailsLabel: 'Ordre du jour notable',
  },
  {
    key: 'dtg',
    section: 'technical',
    label: 'Diagnostic technique global (DTG)',
    choices: [
      { value: 'done', label: 'Réalisé', date: 'required', details: 'optional' },
      { value: 'none', label: 'Non réalisé' },
    ],
    dateLabel: 'Date du diagnostic',
    detailsLabel: 'Conclusions',
  },
  {
    key: 'ppt',
    section: 'technical',
    label: 'Plan pluriannuel de travaux (PPT)',
    choices: [
      {
        value: 'adopted',
        label: 'Adopté en assemblée générale',
        date: 'required',
        details: 'optional',
      },
      {
        value: 'draft',
        label: 'Projet établi, pas encore voté',
        date: 'optional',
        details: 'optional',
      },
      { value: 'none', label: 'Non établi', details: 'optional' },
    ],
    dateLabel: 'Date de l’adoption ou du projet',
    detailsLabel: 'Travaux prévus, calendrier',
  },
  {
    key: 'dpe',
    section: 'technical',
    label: 'DPE collectif',
    choices: [
      { value: 'done', label: 'Réalisé', date: 'required', grade: 'required', details: 'optional' },
      { value: 'none', label: 'Non réalisé' },
    ],
    dateLabel: 'Date du DPE',
    detailsLabel: 'Étiquette climat, recommandations',
  },
  {
    key: 'dta',
    section: 'technical',
    label: 'Dossier technique amiante (DTA)',
    choices: [
      { value: 'done', label: 'Établi', date: 'required', details: 'optional' },
      { value: 'none', label: 'Non établi' },
    ],
    dateLabel: 'Date du dossier',
    detailsLabel: 'Conclusions',
  },
  {
    key: 'lead',
    section: 'technical',
    label: 'Constat de risque d’exposition au plomb (parties communes)',
    choices: [
      { value: 'done', label: 'Établi', date: 'required', details: 'optional' },
      { value: 'none', label: 'Non établi' },
    ],
    dateLabel: 'Date du constat',
    detailsLabel: 'Conclusions',
  },
  {
    key: 'termites',
    section: 'technical',
    label: 'État relatif aux termites',
    choices: [
      {
        value: 'zone',
        label: 'Immeuble situé dans une zone délimitée par arrêté préfectoral',
        date: 'optional',
        details: 'optional',
      },
      { value: 'outside', label: 'Immeuble hors zone délimitée par arrêté préfectoral' },
    ],
    dateLabel: 'Date de l’état',
    detailsLabel: 'Conclusions',
  },
  {
    key: 'lift',
    section: 'technical',
    label: 'Ascenseur (contrôle technique quinquennal)',
    choices: [
      {
        value: 'checked',
        label: 'Contrôle technique réalisé',
        date: 'required',
        details: 'optional',
      },
      { value: 'unchecked', label: 'Ascenseur, contrôle technique non communiqué' },
      { value: 'no_lift', label: 'Pas d’ascenseur' },
    ],
    dateLabel: 'Date du dernier contrôle',
    detailsLabel: 'Observations',
  },
];

export const BUILDING_RECORD_ITEM_KEYS: readonly BuildingRecordItemKey[] = [
  'organisation',
  'works',
  ...STATUS_ITEMS.map((item) => item.key),
];

export const BUILDING_RECORD_LIMITS = { details: 500, resolution: 60, works: 30 } as const;

export const BUILDING_RECORD_MESSAGES = {
  unknownChoice: 'Choix inconnu',
  dateRequired: 'La date est requise',
  dateInvalid: 'Date invalide',
  detailsRequired: 'Précisez cette réponse',
  detailsTooLong: `${BUILDING_RECORD_LIMITS.details} caractères au plus`,
  absenceNeedsSource:
    'Une absence ne se déclare qu’avec une source datée : choisissez le document daté qui l’établit (procès-verbal, attestation du syndic)',
  worksEmpty: 'Ajoutez au moins une résolution de travaux',
  worksTooMany: `${BUILDING_RECORD_LIMITS.works} résolutions au plus`,
  resolutionRequired: 'Le numéro de résolution est requis',
  resolutionTooLong: `${BUILDING_RECORD_LIMITS.resolution} caractères au plus`,
  votedRequired: 'La date du vote est requise',
  amountRequired: 'Le montant voté est requis',
  amountInvalid: 'Montant invalide (positif, deux décimales au plus)',
  shareAboveAmount: 'La quote-part du lot ne peut dépasser le montant voté',
  loanAboveAmount: 'La part financée par l’emprunt ne peut dépasser le montant voté',
  callDue: 'Indiquez le jour de l’appel',
  callPercent: 'Un pourcentage entre 0 et 100, deux décimales au plus',
  callsTotal: 'Les appels votés totalisent 100 % de la part appelée',
  lotTwice: 'Ce lot a déjà sa ligne',
  deadlineBeforeDate: 'Le délai suit la date de l’arrêté',
  gradeRequired: 'Choisissez la classe énergie',
} as const;

const isAmount = (euros: number) => euros >= 0 && hasAtMostTwoDecimals(euros);

export const statusItem = (key: StatusItemKey): StatusItemDefinition =>
  STATUS_ITEMS.find((item) => item.key === key)!;

export const ORGANISATION_ITEM = {
  key: 'organisation' as const,
  section: 'organisation' as const,
  label: 'Organisation de l’immeuble (règlement, état descriptif, actes modificatifs, assemblées)',
};

/** The DPE's energy classes. */
export const ENERGY_CLASSES = ['A', 'B', 'C', 'D', 'E', 'F', 'G'] as const;

export function itemLabel(key: BuildingRecordItemKey): string {
  if (key === 'works') return WORKS_ITEM.label;
  if (key === 'organisation') return ORGANISATION_ITEM.label;
  return statusItem(key).label;
}

function validateStatus(
  item: StatusItemDefinition,
  value: StatusValue,
  datedSource: boolean,
  errors: Record<string, string>,
) {
  const choice = item.choices.find((c) => c.value === value.status);
  if (!choice) {
    errors[`${item.key}.status`] = BUILDING_RECORD_MESSAGES.unknownChoice;
    return;
  }
  if (choice.absence && !datedSource)
    errors[`${item.key}.status`] = BUILDING_RECORD_MESSAGES.absenceNeedsSource;
  if (value.date) {
    if (!choice.date || !isIsoDay(value.date))
      errors[`${item.key}.date`] = BUILDING_RECORD_MESSAGES.dateInvalid;
  } else if (choice.date === 'required')
    errors[`${item.key}.date`] = BUILDING_RECORD_MESSAGES.dateRequired;
  if (value.deadline) {
    if (!choice.deadline || !isIsoDay(value.deadline))
      errors[`${item.key}.deadline`] = BUILDING_RECORD_MESSAGES.dateInvalid;
    else if (value.date && isIsoDay(value.date) && value.deadline < value.date)
      errors[`${item.key}.deadline`] = BUILDING_RECORD_MESSAGES.deadlineBeforeDate;
  }
  if (value.grade) {
    if (!choice.grade || !(ENERGY_CLASSES as readonly string[]).includes(value.grade))
      errors[`${item.key}.grade`] = BUILDING_RECORD_MESSAGES.unknownChoice;
  } else if (choice.grade === 'required')
    errors[`${item.key}.grade`] = BUILDING_RECORD_MESSAGES.gradeRequired;
  const details = value.details.trim();
  if (details.length > BUILDING_RECORD_LIMITS.details)
    errors[`${item.key}.details`] = BUILDING_RECORD_MESSAGES.detailsTooLong;
  else if (!details && choice.details === 'required')
    errors[`${item.key}.details`] = BUILDING_RECORD_MESSAGES.detailsRequired;
}

function validateCalls(work: WorkVoted, index: number, errors: Record<string, string>) {
  work.calls.forEach((call, c) => {
    const at = `works.${index}.calls.${c}`;
    if (!call.due || !isIsoDay(call.due)) errors[`${at}.due`] = BUILDING_RECORD_MESSAGES.callDue;
    if (!(call.percent >= 0 && call.percent <= 100 && hasAtMostTwoDecimals(call.percent)))
      errors[`${at}.percent`] = BUILDING_RECORD_MESSAGES.callPercent;
  });
  const total = work.calls.reduce((sum, call) => sum + Math.round(call.percent * 100), 0);
  if (work.calls.length && total !== 10_000)
    errors[`works.${index}.calls`] = BUILDING_RECORD_MESSAGES.callsTotal;
}

function validateWorkLots(
  work: WorkVoted,
  index: number,
  lots: string[] | null,
  errors: Record<string, string>,
) {
  const seen = new Set<string>();
  work.lots.forEach((line, l) => {
    const at = (field: keyof WorkLotShare) => `works.${index}.lots.${l}.${field}`;
    if (seen.has(line.lot)) errors[at('lot')] = BUILDING_RECORD_MESSAGES.lotTwice;
    seen.add(line.lot);
    if (lots && !lots.includes(line.lot)) errors[at('lot')] = 'Ce lot n’est pas un lot de la vente';
    for (const field of ['share', 'called', 'remaining', 'loan'] as const) {
      const euros = line[field];
      if (euros !== null && !isAmount(euros))
        errors[at(field)] = BUILDING_RECORD_MESSAGES.amountInvalid;
    }
    if (
      !errors[at('share')] &&
      line.share !== null &&
      work.amount !== null &&
      line.share > work.amount
    )
      errors[at('share')] = BUILDING_RECORD_MESSAGES.shareAboveAmount;
  });
}

function validateWorks(
  value: WorksValue,
  datedSource: boolean,
  lots: string[] | null,
  errors: Record<string, string>,
) {
  if (value.status === 'none') {
    if (!datedSource) errors['works.status'] = BUILDING_RECORD_MESSAGES.absenceNeedsSource;
    return;
  }
  if (value.status !== 'voted') {
    errors['works.status'] = BUILDING_RECORD_MESSAGES.unknownChoice;
    return;
  }
  if (value.list.length === 0) errors['works.status'] = BUILDING_RECORD_MESSAGES.worksEmpty;
  if (value.list.length > BUILDING_RECORD_LIMITS.works)
    errors['works.status'] = BUILDING_RECORD_MESSAGES.worksTooMany;
  value.list.forEach((work, index) => {
    const at = (field: string) => `works.${index}.${field}`;
    const resolution = work.resolution.trim();
    if (!resolution) errors[at('resolution')] = BUILDING_RECORD_MESSAGES.resolutionRequired;
    else if (resolution.length > BUILDING_RECORD_LIMITS.resolution)
      errors[at('resolution')] = BUILDING_RECORD_MESSAGES.resolutionTooLong;
    if (!work.voted) errors[at('voted')] = BUILDING_RECORD_MESSAGES.votedRequired;
    else if (!isIsoDay(work.voted)) errors[at('voted')] = BUILDING_RECORD_MESSAGES.dateInvalid;
    if (work.amount === null) errors[at('amount')] = BUILDING_RECORD_MESSAGES.amountRequired;
    for (const field of ['amount', 'loan'] as const) {
      const euros = work[field];
      if (euros !== null && !isAmount(euros))
        errors[at(field)] = BUILDING_RECORD_MESSAGES.amountInvalid;
    }
    if (
      !errors[at('loan')] &&
      work.loan !== null &&
      work.amount !== null &&
      work.loan > work.amount
    )
      errors[at('loan')] = BUILDING_RECORD_MESSAGES.loanAboveAmount;
    if (work.key)
      for (const [field, message] of Object.entries(
        validateShareKey(work.key, lots ?? work.key.lots.map((l) => l.lot)),
      ))
        errors[at(`key.${field}`)] = message;
    validateCalls(work, index, errors);
    validateWorkLots(work, index, lots, errors);
  });
}

/**
 * A works answer stored before each lot had its own line (one share and one remainder for
 * the whole sale): a single lot's figures are that lot's; for several lots they cannot be
 * split, the lines stay empty and the checks ask for them.
 */
export function normalizeWorks(value: unknown, lots: string[]): WorksValue {
  const works = value as { status: WorksValue['status']; list: Array<Record<string, unknown>> };
  return {
    status: works.status,
    list: (works.list ?? []).map((work) => {
      if (Array.isArray(work.lots)) return work as unknown as WorkVoted;
      const share = (work.lot_share as number | null | undefined) ?? null;
      const remaining = (work.remaining as number | null | undefined) ?? null;
      return {
        resolution: String(work.resolution ?? ''),
        voted: String(work.voted ?? ''),
        amount: (work.amount as number | null | undefined) ?? null,
        key: null,
        loan: null,
        calls: [],
        lots:
          lots.length === 1 && (share !== null || remaining !== null)
            ? [{ lot: lots[0]!, share, called: null, remaining, loan: null }]
            : [],
      };
    }),
  };
}

/**
 * French messages per field (`proceedings.details`, `works.0.amount`...) for the items given;
 * null items (« Non communiqué ») are always valid. `datedSource`: the answers are read in a
 * document that has a date; `lots`: the sale's lot numbers, which each works line must name.
 */
export function validateBuildingRecord(
  values: BuildingRecordValues,
  { datedSource, lots = null }: { datedSource: boolean; lots?: string[] | null },
): Record<string, string> {
  const errors: Record<string, string> = {};
  if (values.works) validateWorks(values.works, datedSource, lots, errors);
  if (values.organisation) Object.assign(errors, validateOrganisation(values.organisation));
  for (const item of STATUS_ITEMS) {
    const value = values[item.key];
    if (value) validateStatus(item, value, datedSource, errors);
  }
  return errors;
}

const choiceOf = (key: BuildingRecordItemKey, status: string): StatusChoice | undefined =>
  key === 'organisation'
    ? undefined
    : (key === 'works' ? WORKS_ITEM.choices : statusItem(key).choices).find(
        (c) => c.value === status,
      );

/** Whether an answer states an absence (and so needs a dated source to be printed). */
export function isAbsence(
  key: BuildingRecordItemKey,
  value: StatusValue | WorksValue | OrganisationValue,
): boolean {
  return 'status' in value && Boolean(choiceOf(key, value.status)?.absence);
}

/** The French label of an answer: « Aucune procédure judiciaire en cours », « Réalisé »… */
export const choiceLabel = (key: BuildingRecordItemKey, status: string): string =>
  choiceOf(key, status)?.label ?? status;

/** « Réalisé le 12 mars 2024 — classe C » : how an answer reads in the document. */
export function describeStatus(key: StatusItemKey, value: StatusValue): string {
  const day = value.date ? formatDateInFull(`${value.date}T12:00:00Z`) : '';
  const details = value.details.trim();
  const { dateLabel } = statusItem(key);
  const dated = day ? ` (${dateLabel.charAt(0).toLowerCase()}${dateLabel.slice(1)} : ${day})` : '';
  const deadline = value.deadline
    ? `délai d’exécution : ${formatDateInFull(`${value.deadline}T12:00:00Z`)}`
    : '';
  const grade = value.grade ? `classe ${value.grade}` : '';
  return [`${choiceLabel(key, value.status)}${dated}`, grade, details, deadline]
    .filter(Boolean)
    .join(' — ');
}

/**
 * What staff may record on a delivered order without reopening it (ADR 073): the next
 * general assembly is information about the copropriété's future — it dates the free
 * update and tells when the document goes stale before the signing — not a figure of the
 * delivered version, which stays as delivered; the next version prints it.
 */
export const DELIVERED_ORDER_ITEMS: readonly BuildingRecordItemKey[] = ['next_ag'];

export const DELIVERED_RECORD_REFUSAL =
  'La commande est terminée : seule la prochaine assemblée générale s’enregistre sans la rouvrir ; rouvrez-la (actualisation) pour modifier le reste de son dossier';

/** Why items may not be recorded on an order in this state, in French; null when they may. */
export function recordRefusal(
  state: string,
  keys: readonly BuildingRecordItemKey[],
): string | null {
  if (state !== 'done') return null;
  return keys.every((key) => DELIVERED_ORDER_ITEMS.includes(key)) ? null : DELIVERED_RECORD_REFUSAL;
}

/** The day of the next general assembly, convened or only announced; null when not known. */
export const nextAgDate = (value: StatusValue | null | undefined): string | null =>
  value && (value.status === 'scheduled' || value.status === 'planned') ? value.date : null;

/** A works amount as printed: '12 000,00 €', or null when not known. */
export const worksAmount = (euros: number | null): string | null =>
  euros === null ? null : formatCents(Math.round(euros * 100));
