import { formatDateInFull } from './format';
import { citeInText } from './legal-citations';
import { isIsoDay } from './validators';

/**
 * « Organisation de l'immeuble » (L721-2 II 1° and 4° CCH): the règlement de copropriété and
 * the état descriptif de division with their date, notary and publication, the deeds that
 * amended them, the general assemblies of the last three years with their key resolutions,
 * the fiche synthétique and the notice d'information. Staff enter the deeds and the
 * assemblies in the building record; whether each document is « annexé » follows from the
 * register's documents delivered with the pré-état daté, never from a statement.
 */

/** A notarial deed of the copropriété: the règlement, the état descriptif, or a deed amending them. */
export interface Deed {
  /** ISO day of the deed */
  date: string | null;
  /** « Maître Paul Durand, notaire à Lyon » */
  notary: string;
  /** ISO day of its publication at the land registry */
  published: string | null;
  /** « SPF de Lyon 1, volume 1972 P n° 1234 » */
  publication: string;
  /** what an amending deed changed; '' for the règlement and the état descriptif */
  object: string;
}

/** A general assembly and what it decided that a buyer should know. */
export interface Assembly {
  /** ISO day */
  date: string;
  /** « approbation des comptes 2025 ; ravalement voté (412 000 €) » */
  resolutions: string;
}

export interface OrganisationValue {
  regulation: Deed | null;
  /** the état descriptif de division, when it is a deed of its own */
  division: Deed | null;
  /** the état descriptif is in the règlement's deed */
  divisionInRegulation: boolean;
  amendments: Deed[];
  assemblies: Assembly[];
}

export const ORGANISATION_LIMITS = {
  text: 200,
  resolutions: 500,
  amendments: 20,
  assemblies: 12,
} as const;

export const ORGANISATION_MESSAGES = {
  dateInvalid: 'Date invalide',
  dateRequired: 'La date est requise',
  notaryRequired: 'Indiquez le notaire qui a reçu l’acte',
  tooLong: `${ORGANISATION_LIMITS.text} caractères au plus`,
  resolutionsRequired: 'Indiquez les résolutions essentielles',
  resolutionsTooLong: `${ORGANISATION_LIMITS.resolutions} caractères au plus`,
  publishedBeforeDeed: 'La publication suit la date de l’acte',
  tooManyAmendments: `${ORGANISATION_LIMITS.amendments} actes modificatifs au plus`,
  tooManyAssemblies: `${ORGANISATION_LIMITS.assemblies} assemblées au plus`,
  objectRequired: 'Indiquez l’objet de l’acte modificatif',
} as const;

const M = ORGANISATION_MESSAGES;

function validateDeed(deed: Deed, at: string, amending: boolean, errors: Record<string, string>) {
  if (!deed.date) errors[`${at}.date`] = M.dateRequired;
  else if (!isIsoDay(deed.date)) errors[`${at}.date`] = M.dateInvalid;
  if (!deed.notary.trim()) errors[`${at}.notary`] = M.notaryRequired;
  if (deed.published && !isIsoDay(deed.published)) errors[`${at}.published`] = M.dateInvalid;
  else if (deed.published && deed.date && isIsoDay(deed.date) && deed.published < deed.date)
    errors[`${at}.published`] = M.publishedBeforeDeed;
  for (const field of ['notary', 'publication', 'object'] as const)
    if (deed[field].length > ORGANISATION_LIMITS.text) errors[`${at}.${field}`] = M.tooLong;
  if (amending && !deed.object.trim()) errors[`${at}.object`] = M.objectRequired;
}

/** French messages keyed `organisation.regulation.notary`, `organisation.assemblies.0.date`… */
export function validateOrganisation(value: OrganisationValue): Record<string, string> {
  const errors: Record<string, string> = {};
  const at = (path: string) => `organisation.${path}`;
  if (value.regulation) validateDeed(value.regulation, at('regulation'), false, errors);
  if (value.division && !value.divisionInRegulation)
    validateDeed(value.division, at('division'), false, errors);
  if (value.amendments.length > ORGANISATION_LIMITS.amendments)
    errors[at('amendments')] = M.tooManyAmendments;
  value.amendments.forEach((deed, i) => validateDeed(deed, at(`amendments.${i}`), true, errors));
  if (value.assemblies.length > ORGANISATION_LIMITS.assemblies)
    errors[at('assemblies')] = M.tooManyAssemblies;
  value.assemblies.forEach((assembly, i) => {
    const where = at(`assemblies.${i}`);
    if (!assembly.date) errors[`${where}.date`] = M.dateRequired;
    else if (!isIsoDay(assembly.date)) errors[`${where}.date`] = M.dateInvalid;
    const resolutions = assembly.resolutions.trim();
    if (!resolutions) errors[`${where}.resolutions`] = M.resolutionsRequired;
    else if (resolutions.length > ORGANISATION_LIMITS.resolutions)
      errors[`${where}.resolutions`] = M.resolutionsTooLong;
  });
  return errors;
}

/** A register document as the organisation needs it: its type, day and comment. */
export interface AnnexCandidate {
  doctype: number;
  /** ISO day of the document */
  day: string | null;
  comment: string | null;
}

export type OrganisationStatus = 'annexed' | 'to-provide';

export interface OrganisationItem {
  label: string;
  /** « acte du 12 mai 1972, Maître Paul Durand, notaire à Lyon ; publié le … » */
  detail: string | null;
  status: OrganisationStatus;
  /** the annexed document's day and type */
  annexedOn: string | null;
  annexedDoctype: number | null;
  /** among the documents without which the buyer's withdrawal period does not start (L721-3) */
  conditionsWithdrawal: boolean;
}

const FICHE_SYNTHETIQUE = 1;
const PV = 2;
const REGULATION = 3;
const OTHER = 10;
/** a notice d'information annexed is filed as « Autre » with this comment */
export const NOTICE_COMMENT = /notice d.information/i;
/** the PVs of the general assemblies of the last three years (L721-2 II 1° c) */
export const ASSEMBLY_YEARS = 3;

const fullDay = (day: string) => formatDateInFull(`${day}T12:00:00Z`);

/** « acte du 12 mai 1972 reçu par Maître Paul Durand, notaire à Lyon ; publié le 2 juin 1972 (SPF de Lyon 1, volume 1972 P n° 1234) » */
export function deedText(deed: Deed, seller: string | null = null): string {
  const received = [
    deed.date ? `acte du ${fullDay(deed.date)}` : 'acte non daté',
    deed.notary.trim() ? `reçu par ${deed.notary.trim()}` : null,
  ]
    .filter(Boolean)
    .join(' ');
  const publication = deed.publication.trim();
  const published = deed.published
    ? `publié le ${fullDay(deed.published)}${publication ? ` (${publication})` : ''}`
    : publication
      ? `publié (${publication})`
      : 'publication non communiquée';
  const object = deed.object.trim();
  return [object || null, received, published, seller].filter(Boolean).join(' ; ');
}

const annexed = (
  documents: AnnexCandidate[],
  match: (d: AnnexCandidate) => boolean,
): AnnexCandidate | null =>
  documents
    .filter(match)
    .sort((a, b) => (b.day ?? '').localeCompare(a.day ?? ''))
    .at(0) ?? null;

function item(
  label: string,
  detail: string | null,
  found: AnnexCandidate | null,
  conditionsWithdrawal = true,
): OrganisationItem {
  return {
    label,
    detail,
    status: found ? 'annexed' : 'to-provide',
    annexedOn: found?.day ?? null,
    annexedDoctype: found?.doctype ?? null,
    conditionsWithdrawal,
  };
}

/** A deed is annexed when a register document of the règlement's type carries its day. */
const deedAnnex = (documents: AnnexCandidate[], deed: Deed | null) =>
  annexed(documents, (d) => d.doctype === REGULATION && (deed?.date ? d.day === deed.date : true));

export interface OrganisationInput {
  value: OrganisationValue | null;
  /** the seller's reference of the règlement (from their title deed), when staff gave none */
  sellerRegulation: string | null;
  documents: AnnexCandidate[];
  /** ISO day of the document */
  today: string;
}

/** The general assemblies of the last three years: the ones staff entered and the PVs annexed. */
function assemblies({ value, documents, today }: OrganisationInput): OrganisationItem[] {
  const from = `${Number(today.slice(0, 4)) - ASSEMBLY_YEARS}${today.slice(4)}`;
  const within = (day: string | null): day is string => Boolean(day && day >= from && day <= today);
  const entered = (value?.assemblies ?? []).filter((a) => within(a.date));
  const pvs = documents.filter((d) => d.doctype === PV && within(d.day));
  const days = [...new Set([...entered.map((a) => a.date), ...pvs.map((d) => d.day!)])].sort();
  return days.map((day) => {
    const resolutions =
      entered.find((a) => a.date === day)?.resolutions.trim() ||
      pvs.find((d) => d.day === day)?.comment?.trim() ||
      null;
    return item(
      `Procès-verbal de l’assemblée générale du ${fullDay(day)}`,
      resolutions,
      annexed(pvs, (d) => d.day === day),
    );
  });
}

/** Every document of the building's organisation, each « annexé » or « à fournir ». */
export function organisationItems(input: OrganisationInput): OrganisationItem[] {
  const { value, documents, sellerRegulation } = input;
  const regulation = value?.regulation ?? null;
  const regulationDetail = regulation
    ? deedText(regulation)
    : sellerRegulation?.trim()
      ? `${sellerRegulation.trim()} (déclaration du vendeur)`
      : null;
  const division = value?.divisionInRegulation
    ? 'dans l’acte du règlement de copropriété'
    : value?.division
      ? deedText(value.division)
      : null;
  const pvs = assemblies(input);
  return [
    item(
      'Fiche synthétique de la copropriété',
      null,
      annexed(documents, (d) => d.doctype === FICHE_SYNTHETIQUE),
    ),
    item('Règlement de copropriété', regulationDetail, deedAnnex(documents, regulation)),
    item(
      'État descriptif de division',
      division,
      deedAnnex(documents, value?.divisionInRegulation ? regulation : (value?.division ?? null)),
    ),
    ...(value?.amendments ?? []).map((deed) =>
      item('Acte modificatif', deedText(deed), deedAnnex(documents, deed)),
    ),
    ...(pvs.length
      ? pvs
      : [
          item(
            `Procès-verbaux des assemblées générales des ${ASSEMBLY_YEARS} dernières années`,
            null,
            null,
          ),
        ]),
    item(
      'Notice d’information sur les droits et obligations des copropriétaires',
      null,
      annexed(documents, (d) => d.doctype === OTHER && NOTICE_COMMENT.test(d.comment ?? '')),
    ),
  ];
}

/** « le délai de rétractation de l’acquéreur ne court qu’à compter du lendemain de leur remise (article L721-3 du CCH) » */
export const withdrawalRule = () =>
  `le délai de rétractation de l’acquéreur ne court qu’à compter du lendemain de leur remise (${citeInText('withdrawalStart')})`;

/**
 * What must still be handed over before the buyer's withdrawal period can start: the buyer's
 * ten days only run from the day after the documents of L721-2 II 1°, 2° and 4° are given
 * (L721-3) — the organisation's documents, these financial figures and the notice.
 */
export function withdrawalStatement(items: OrganisationItem[]): string {
  const missing = items.filter((i) => i.conditionsWithdrawal && i.status === 'to-provide');
  const rule = withdrawalRule();
  if (!missing.length)
    return `Les documents du II 1° et 4° de l’${citeInText('preEtatDate')} sont annexés avec ces informations financières : ${rule}.`;
  return `À remettre à l’acquéreur avant la promesse — ${rule} : ${missing
    .map((i) => i.label.charAt(0).toLowerCase() + i.label.slice(1))
    .join(' ; ')}.`;
}
