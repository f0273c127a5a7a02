import { formatDateInFull } from './format';
import { addMonths } from './call-schedule';
import { cite, type CitationKey } from './legal-citations';

/**
 * The technical file judged item by item (issue 34, docs/domain.md §4): what the law requires
 * of this copropriété, from the facts the document prints — its number of main lots, the day
 * of its building permit, whether it is used for housing, whether it has a lift or lies in a
 * termite zone — and the day of the document. Each item then reads « obligatoire — fourni le
 * … », « obligatoire — non fourni » or « non requis (raison) »; « à déterminer (fait
 * manquant) » only when a fact the rule needs is not known. Never silence.
 */
export type ObligationKey =
  'ppt' | 'dpe' | 'works_funds' | 'dtg' | 'maintenance_log' | 'dta' | 'lead' | 'termites' | 'lift';

export interface BuildingFacts {
  /** main lots (housing, offices, shops); null when not known */
  lots: number | null;
  /** ISO day of the building permit; null when not known */
  permitDate: string | null;
  /** the building is used for housing, in whole or in part; null when not known */
  residential: boolean | null;
  /** ISO day the document is drawn up */
  today: string;
}

/** What the record and the annexes say of an item. */
export interface ItemEvidence {
  /** the item was handed over: the day of its document (the last inspection, for a lift) */
  provided?: { on: string | null } | null;
  /** the answer that decides whether the item applies: a lift, a termite zone, a DTG made */
  applies?: boolean | null;
}

export type Evidence = Partial<Record<ObligationKey, ItemEvidence>>;

export interface Obligation {
  key: ObligationKey;
  label: string;
  /** null when a fact the rule needs is not known */
  required: boolean | null;
  /** ISO day from which it is (or will be) required for this building */
  since: string | null;
  /** why it is not required, or which fact is missing */
  reason: string | null;
  /** the legal text, printed beside the statement */
  source: string;
}

export type Verdict =
  | { state: 'provided'; on: string | null }
  | { state: 'missing'; why: string | null }
  | { state: 'not-required'; reason: string; providedOn?: string | null }
  | { state: 'undetermined'; reason: string; providedOn?: string | null };

export interface Judgement extends Obligation {
  verdict: Verdict;
}

/** A date step by building size: the first band whose `above` the lot count exceeds. */
interface SizeStep {
  above: number;
  from: string;
  /** « les copropriétés de 50 lots au plus » */
  band: string;
}

// art. 14-2 loi 1965 (loi 2021-1104 Climat et résilience): > 200 lots, 51 to 200, up to 50
const PPT_STEPS: SizeStep[] = [
  { above: 200, from: '2023-01-01', band: 'plus de 200 lots' },
  { above: 50, from: '2024-01-01', band: '51 à 200 lots' },
  { above: 0, from: '2025-01-01', band: '50 lots au plus' },
];
// L126-31 CCH: > 200 lots, 50 to 200, under 50
const DPE_STEPS: SizeStep[] = [
  { above: 200, from: '2024-01-01', band: 'plus de 200 lots' },
  { above: 49, from: '2025-01-01', band: '50 à 200 lots' },
  { above: 0, from: '2026-01-01', band: 'moins de 50 lots' },
];
// art. 14-2-1 loi 1965: over 10 lots since loi ALUR, every copropriété since 1 January 2025
const WORKS_FUND_STEPS: SizeStep[] = [
  { above: 10, from: '2017-01-01', band: 'plus de 10 lots' },
  { above: 0, from: '2025-01-01', band: '10 lots au plus' },
];

/** the PPT is due once the building is 15 years old (art. 14-2); the permit date stands in for the reception of works */
export const PPT_BUILDING_AGE_YEARS = 15;
/** the DPE collectif concerns buildings whose permit was filed before this day (L126-31 CCH) */
export const DPE_PERMIT_BEFORE = '2013-01-01';
/** the DTA concerns buildings whose permit was issued before this day (R1334-29-5 CSP) */
export const DTA_PERMIT_BEFORE = '1997-07-01';
/** the CREP of the common parts concerns buildings built before this day (L1334-8 CSP) */
export const LEAD_BUILT_BEFORE = '1949-01-01';
/** how long a provided document answers the obligation */
export const VALIDITY: Partial<Record<ObligationKey, { months: number; words: string }>> = {
  dpe: { months: 120, words: 'dix ans' },
  termites: { months: 6, words: 'six mois' },
  // a lift is inspected at least every five years
  lift: { months: 60, words: 'cinq ans' },
};

const MISSING_LOTS = 'nombre de lots de la copropriété non communiqué';
const MISSING_PERMIT = 'date du permis de construire non communiquée';
const MISSING_USE = 'usage de l’immeuble non communiqué';
const NOT_RESIDENTIAL = 'immeuble sans usage d’habitation';

const fullDay = (day: string) => formatDateInFull(`${day}T12:00:00Z`);

const stepFor = (steps: SizeStep[], lots: number) => steps.find((s) => lots > s.above)!;

const later = (a: string, b: string) => (a > b ? a : b);

interface Rule {
  label: string;
  citation: CitationKey;
  decide(
    facts: BuildingFacts,
    evidence: ItemEvidence,
  ): Pick<Obligation, 'required' | 'since' | 'reason'>;
}

const unknown = (reason: string) => ({ required: null, since: null, reason });
const notRequired = (reason: string) => ({ required: false, since: null, reason });
const requiredSince = (since: string | null, today: string, reason: string | null = null) => ({
  required: since === null || since <= today,
  since,
  reason,
});

/** A calendar by size: required from the band's day, « à compter du … » before it. */
function bySize(steps: SizeStep[], lots: number, today: string, not: string) {
  const step = stepFor(steps, lots);
  return requiredSince(
    step.from,
    today,
    step.from > today ? `${not}, à compter du ${fullDay(step.from)} pour ${step.band}` : null,
  );
}

const RULES: Record<ObligationKey, Rule> = {
  ppt: {
    label: 'Plan pluriannuel de travaux (PPT)',
    citation: 'ppt',
    decide({ lots, permitDate, residential, today }) {
      if (residential === false) return notRequired(NOT_RESIDENTIAL);
      if (lots === null) return unknown(MISSING_LOTS);
      if (permitDate === null) return unknown(MISSING_PERMIT);
      if (residential === null) return unknown(MISSING_USE);
      const step = stepFor(PPT_STEPS, lots);
      const aged = addMonths(permitDate, PPT_BUILDING_AGE_YEARS * 12);
      const since = later(step.from, aged);
      if (since <= today) return requiredSince(since, today);
      return requiredSince(
        since,
        today,
        aged > step.from
          ? `immeuble de moins de quinze ans, permis du ${fullDay(permitDate)} ; obligatoire à compter du ${fullDay(aged)}`
          : `obligatoire à compter du ${fullDay(step.from)} pour les copropriétés de ${step.band}`,
      );
    },
  },
  dpe: {
    label: 'DPE collectif',
    citation: 'dpe',
    decide({ lots, permitDate, residential, today }) {
      if (residential === false) return notRequired(NOT_RESIDENTIAL);
      if (permitDate !== null && permitDate >= DPE_PERMIT_BEFORE)
        return notRequired(
          `permis de construire du ${fullDay(permitDate)}, après le ${fullDay(DPE_PERMIT_BEFORE)}`,
        );
      if (lots === null) return unknown(MISSING_LOTS);
      if (permitDate === null) return unknown(MISSING_PERMIT);
      if (residential === null) return unknown(MISSING_USE);
      return bySize(DPE_STEPS, lots, today, 'pas encore obligatoire');
    },
  },
  works_funds: {
    label: 'Fonds de travaux',
    citation: 'worksFund',
    decide({ lots, today }) {
      if (lots === null) return unknown(MISSING_LOTS);
      return bySize(WORKS_FUND_STEPS, lots, today, 'pas encore obligatoire');
    },
  },
  dtg: {
    label: 'Diagnostic technique global (DTG)',
    citation: 'dtg',
    decide(_facts, { applies }) {
      // not compulsory: the general assembly decides; once made, its conclusions are handed over
      if (applies) return requiredSince(null, '');
      return notRequired(
        applies === false
          ? 'aucun DTG réalisé ; l’assemblée générale se prononce sur sa réalisation'
          : 'l’assemblée générale se prononce sur sa réalisation ; s’il existe, ses conclusions sont à remettre',
      );
    },
  },
  maintenance_log: {
    label: 'Carnet d’entretien',
    citation: 'maintenanceLog',
    decide: () => requiredSince(null, ''),
  },
  dta: {
    label: 'Dossier technique amiante (DTA)',
    citation: 'dta',
    decide({ permitDate }) {
      if (permitDate === null) return unknown(MISSING_PERMIT);
      if (permitDate >= DTA_PERMIT_BEFORE)
        return notRequired(
          `permis de construire du ${fullDay(permitDate)}, après le ${fullDay(DTA_PERMIT_BEFORE)}`,
        );
      return requiredSince(null, '');
    },
  },
  lead: {
    label: 'Constat de risque d’exposition au plomb (parties communes)',
    citation: 'lead',
    decide({ permitDate, residential }) {
      if (residential === false) return notRequired(NOT_RESIDENTIAL);
      if (permitDate === null) return unknown(MISSING_PERMIT);
      if (permitDate >= LEAD_BUILT_BEFORE)
        return notRequired(
          `permis de construire du ${fullDay(permitDate)}, immeuble construit après le ${fullDay(LEAD_BUILT_BEFORE)}`,
        );
      if (residential === null) return unknown(MISSING_USE);
      return requiredSince(null, '');
    },
  },
  termites: {
    label: 'État relatif aux termites',
    citation: 'termites',
    decide(_facts, { applies }) {
      if (applies === false)
        return notRequired('immeuble hors zone délimitée par arrêté préfectoral');
      if (applies !== true)
        return unknown(
          'situation au regard d’un arrêté préfectoral sur les termites non communiquée',
        );
      return requiredSince(null, '');
    },
  },
  lift: {
    label: 'Ascenseur (contrôle technique quinquennal)',
    citation: 'lift',
    decide(_facts, { applies }) {
      if (applies === false) return notRequired('pas d’ascenseur');
      if (applies !== true) return unknown('présence d’un ascenseur non communiquée');
      return requiredSince(null, '');
    },
  },
};

/** The items in the order the document prints them (the fonds de travaux is printed with the finances). */
export const TECHNICAL_ITEMS: readonly ObligationKey[] = [
  'ppt',
  'dpe',
  'dtg',
  'maintenance_log',
  'dta',
  'lead',
  'termites',
  'lift',
];

/** « DPE du 3 mars 2014 de plus de dix ans » : a document too old to answer the obligation. */
function expired(key: ObligationKey, on: string | null, today: string): string | null {
  const validity = VALIDITY[key];
  if (!validity || !on || addMonths(on, validity.months) > today) return null;
  return `${key === 'lift' ? 'dernier contrôle' : 'document'} du ${fullDay(on)}, de plus de ${validity.words}`;
}

function verdictOf(
  key: ObligationKey,
  obligation: Obligation,
  evidence: ItemEvidence,
  today: string,
): Verdict {
  const on = evidence.provided ? evidence.provided.on : null;
  // what was handed over is said even when the rule cannot conclude or does not require it
  const providedOn = evidence.provided ? { providedOn: on } : {};
  if (obligation.required === null)
    return { state: 'undetermined', reason: obligation.reason!, ...providedOn };
  if (!obligation.required)
    return { state: 'not-required', reason: obligation.reason!, ...providedOn };
  if (!evidence.provided) return { state: 'missing', why: null };
  const old = expired(key, on, today);
  return old ? { state: 'missing', why: old } : { state: 'provided', on };
}

/** Every item of the technical file (and the fonds de travaux), judged on the facts and what was provided. */
export function judgeObligations(facts: BuildingFacts, evidence: Evidence = {}): Judgement[] {
  return (Object.keys(RULES) as ObligationKey[]).map((key) => {
    const rule = RULES[key];
    const given = evidence[key] ?? {};
    const obligation: Obligation = {
      key,
      label: rule.label,
      ...rule.decide(facts, given),
      source: cite(rule.citation),
    };
    return { ...obligation, verdict: verdictOf(key, obligation, given, facts.today) };
  });
}

/** « — fourni le 5 novembre 2023 », « — constitué »: handed over, or in existence, all the same. */
const providedText = (on: string | null | undefined, provided: string) =>
  on === undefined ? '' : ` — ${provided}${on ? ` le ${fullDay(on)}` : ''}`;

/**
 * « obligatoire — fourni le 12 mars 2026 », « obligatoire — non fourni », « non requis (…) ».
 * `words` name what providing means for the item (a fonds de travaux is « constitué »).
 */
export function verdictText(
  verdict: Verdict,
  words: { provided: string; missing: string } = { provided: 'fourni', missing: 'non fourni' },
): string {
  switch (verdict.state) {
    case 'provided':
      return `obligatoire — ${words.provided}${verdict.on ? ` le ${fullDay(verdict.on)}` : ''}`;
    case 'missing':
      return `obligatoire — ${words.missing}${verdict.why ? ` (${verdict.why})` : ''}`;
    case 'not-required':
      return `non requis (${verdict.reason})${providedText(verdict.providedOn, words.provided)}`;
    case 'undetermined':
      return `à déterminer (${verdict.reason})${providedText(verdict.providedOn, words.provided)}`;
  }
}

/** « depuis le 1er janvier 2025 pour cette copropriété » : when the obligation began, for the legal note. */
export const sinceText = (obligation: Obligation): string | null =>
  obligation.required && obligation.since ? `depuis le ${fullDay(obligation.since)}` : null;
