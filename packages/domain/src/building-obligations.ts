import { formatDateInFull } from './format';

/**
 * What the law requires of a copropriété, from its number of main lots, its building
 * permit date and the day of the document (docs/domain.md §4). The
 * document states, for each item, whether it is required for this building and since
 * when, and whether it was provided — never silence.
 */
export type ObligationKey = 'ppt' | 'dpe' | 'works_funds' | 'dtg' | 'maintenance_log';

export interface BuildingFacts {
  /** main lots (housing, offices, shops); null when not known */
  lots: number | null;
  /** ISO day of the building permit; null when not known */
  permitDate: string | null;
  /** ISO day the document is drawn up */
  today: string;
}

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

/** A date step by building size: the first band whose `above` the lot count exceeds. */
interface SizeStep {
  above: number;
  from: string;
}

// art. 14-2 loi 1965 (loi 2021-1104 Climat et résilience): > 200 lots, 51 to 200, up to 50
const PPT_STEPS: SizeStep[] = [
  { above: 200, from: '2023-01-01' },
  { above: 50, from: '2024-01-01' },
  { above: 0, from: '2025-01-01' },
];
// L126-31 CCH: > 200 lots, 50 to 200, under 50
const DPE_STEPS: SizeStep[] = [
  { above: 200, from: '2024-01-01' },
  { above: 49, from: '2025-01-01' },
  { above: 0, from: '2026-01-01' },
];
// art. 14-2-1 loi 1965: over 10 lots since loi ALUR, every copropriété since 1 January 2025
const WORKS_FUND_STEPS: SizeStep[] = [
  { above: 10, from: '2017-01-01' },
  { above: 0, from: '2025-01-01' },
];

/** the PPT is due once the building is 15 years old (art. 14-2); the permit date stands in for the reception of works */
const PPT_BUILDING_AGE_YEARS = 15;
/** the DPE collectif concerns buildings whose permit was filed before this day (L126-31 CCH) */
const DPE_PERMIT_BEFORE = '2013-01-01';

const MISSING_LOTS = 'nombre de lots de la copropriété non communiqué';
const MISSING_PERMIT = 'date du permis de construire non communiquée';

const stepFor = (steps: SizeStep[], lots: number) => steps.find((s) => lots > s.above)!.from;

const addYears = (day: string, years: number) =>
  `${String(Number(day.slice(0, 4)) + years).padStart(4, '0')}${day.slice(4)}`;

const later = (a: string, b: string) => (a > b ? a : b);

function dated(
  key: ObligationKey,
  label: string,
  source: string,
  since: string,
  today: string,
): Obligation {
  return { key, label, required: since <= today, since, reason: null, source };
}

const unknown = (key: ObligationKey, label: string, source: string, reason: string) => ({
  key,
  label,
  required: null,
  since: null,
  reason,
  source,
});

function ppt({ lots, permitDate, today }: BuildingFacts): Obligation {
  const label = 'Plan pluriannuel de travaux (PPT)';
  const source = 'art. 14-2 de la loi du 10 juillet 1965';
  if (lots === null) return unknown('ppt', label, source, MISSING_LOTS);
  const bySize = stepFor(PPT_STEPS, lots);
  if (permitDate === null) return unknown('ppt', label, source, MISSING_PERMIT);
  return dated(
    'ppt',
    label,
    source,
    later(bySize, addYears(permitDate, PPT_BUILDING_AGE_YEARS)),
    today,
  );
}

function dpe({ lots, permitDate, today }: BuildingFacts): Obligation {
  const label = 'DPE collectif';
  const source = 'art. L126-31 du CCH';
  if (permitDate !== null && permitDate >= DPE_PERMIT_BEFORE)
    return {
      key: 'dpe',
      label,
      required: false,
      since: null,
      reason: 'permis de construire déposé après le 1er janvier 2013',
      source,
    };
  if (lots === null) return unknown('dpe', label, source, MISSING_LOTS);
  if (permitDate === null) return unknown('dpe', label, source, MISSING_PERMIT);
  return dated('dpe', label, source, stepFor(DPE_STEPS, lots), today);
}

function worksFund({ lots, today }: BuildingFacts): Obligation {
  const label = 'Fonds de travaux';
  const source = 'art. 14-2-1 de la loi du 10 juillet 1965';
  if (lots === null) return unknown('works_funds', label, source, MISSING_LOTS);
  return dated('works_funds', label, source, stepFor(WORKS_FUND_STEPS, lots), today);
}

const dtg = (): Obligation => ({
  key: 'dtg',
  label: 'Diagnostic technique global (DTG)',
  required: false,
  since: null,
  reason: 'l’assemblée générale se prononce sur sa réalisation',
  source: 'art. L731-1 du CCH',
});

const maintenanceLog = (): Obligation => ({
  key: 'maintenance_log',
  label: 'Carnet d’entretien',
  required: true,
  since: null,
  reason: null,
  source: 'art. 18 de la loi du 10 juillet 1965, décret n° 2001-477',
});

/** The five obligations the document states for this building, in the order printed. */
export function buildingObligations(facts: BuildingFacts): Obligation[] {
  return [ppt(facts), dpe(facts), worksFund(facts), dtg(), maintenanceLog()];
}

const fullDay = (day: string) => formatDateInFull(`${day}T12:00:00Z`);

/**
 * « obligatoire pour cette copropriété depuis le 1er janvier 2025 (art. 14-2-1 …) »: what the
 * law requires of this building for the item, with its source.
 */
export function obligationStatus(obligation: Obligation): string {
  const { required, since, reason, source } = obligation;
  if (required === null) return `obligation à vérifier : ${reason} (${source})`;
  if (required)
    return `obligatoire pour cette copropriété${since ? ` depuis le ${fullDay(since)}` : ''} (${source})`;
  return since
    ? `obligatoire pour cette copropriété à compter du ${fullDay(since)} (${source})`
    : `non obligatoire : ${reason} (${source})`;
}

/** « Non fourni — obligatoire pour cette copropriété depuis le 1er janvier 2025 (…) ». */
export const describeObligation = (obligation: Obligation, provided: boolean): string =>
  `${provided ? 'Fourni' : 'Non fourni'} — ${obligationStatus(obligation)}`;
