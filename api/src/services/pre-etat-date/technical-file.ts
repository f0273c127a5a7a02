import {
  TECHNICAL_ITEMS,
  formatCents,
  formatDateInFull,
  fundMinimums,
  judgeObligations,
  parisDay,
  sinceText,
  verdictText,
  type Evidence,
  type Judgement,
  type ObligationKey,
  type StatusItemKey,
} from '@ped/domain';
import type { PreEtatDateInput } from './build-model';
import { text, type Row, type Section } from './model';
import { statusOf, usable, type DocumentContext } from './record-rows';
import { figureCents } from './schedule-of';
import type { AnnexedDocument } from './sources';

/**
 * The technical file of the document (issue 34): each item judged by @ped/domain from the
 * building's facts, which are printed, and from what was provided — the record's answers
 * and the register's documents annexed.
 */

const GENERIC_DIAGNOSTIC = 4;
const ASBESTOS = 5;
const LEAD = 6;
const MAINTENANCE_LOG = 7;

/** The register's documents that answer an item when staff stated nothing. */
const ANNEX_TYPES: Partial<Record<ObligationKey, number>> = {
  dtg: GENERIC_DIAGNOSTIC,
  dta: ASBESTOS,
  lead: LEAD,
  maintenance_log: MAINTENANCE_LOG,
};

const FUND_FIGURES = [
  'works_funds',
  'works_funds_lot',
  'works_funds_contribution',
  'works_funds_last_contribution',
];

/** The copropriété has a fonds de travaux: the fund, a lot's share or a contribution is above zero. */
export const fundExists = (input: PreEtatDateInput) =>
  input.figures.some((f) => FUND_FIGURES.includes(f.field) && (f.cents ?? 0) > 0);

/** The copropriété has no fonds de travaux: its figures are given, and all at zero. */
export const noFund = (input: PreEtatDateInput) =>
  !fundExists(input) && input.figures.some((f) => FUND_FIGURES.includes(f.field) && f.cents === 0);

const isoDay = (date: Date | null) => (date ? parisDay(date) : null);

/** The most recent register document of a type. */
export function latestAnnex(documents: AnnexedDocument[], doctype: number): AnnexedDocument | null {
  return (
    documents
      .filter((d) => d.doctype === doctype)
      .sort((a, b) => (b.delivered?.getTime() ?? 0) - (a.delivered?.getTime() ?? 0))[0] ?? null
  );
}

const answered = (input: PreEtatDateInput, key: StatusItemKey) => statusOf(input, key);

/** What the record and the annexes say was provided, item by item. */
function evidenceOf(input: PreEtatDateInput): Evidence {
  const evidence: Evidence = {};
  for (const [key, doctype] of Object.entries(ANNEX_TYPES) as Array<[ObligationKey, number]>) {
    const annex = latestAnnex(input.documents, doctype);
    if (annex) evidence[key] = { provided: { on: isoDay(annex.delivered) } };
  }
  const done = (key: StatusItemKey, status: string | string[]) => {
    const value = answered(input, key);
    return value && [status].flat().includes(value.status) ? value : null;
  };
  const ppt = done('ppt', ['adopted', 'draft']);
  if (ppt) evidence.ppt = { provided: { on: ppt.date } };
  const dpe = done('dpe', 'done');
  if (dpe) evidence.dpe = { provided: { on: dpe.date } };
  for (const key of ['dta', 'lead'] as const) {
    const value = done(key, 'done');
    if (value) evidence[key] = { provided: { on: value.date } };
  }
  const dtg = answered(input, 'dtg');
  if (dtg)
    evidence.dtg = {
      applies: dtg.status === 'done',
      provided: dtg.status === 'done' ? { on: dtg.date } : (evidence.dtg?.provided ?? null),
    };
  else if (evidence.dtg) evidence.dtg = { ...evidence.dtg, applies: true };
  const termites = answered(input, 'termites');
  if (termites)
    evidence.termites = {
      applies: termites.status === 'zone',
      provided: termites.status === 'zone' && termites.date ? { on: termites.date } : null,
    };
  const lift = answered(input, 'lift');
  if (lift)
    evidence.lift = {
      applies: lift.status !== 'no_lift',
      provided: lift.status === 'checked' ? { on: lift.date } : null,
    };
  if (fundExists(input)) evidence.works_funds = { provided: { on: null } };
  return evidence;
}

/** Every obligation of the building, judged on the day of the document. */
export function judgements(input: PreEtatDateInput): Judgement[] {
  return judgeObligations(
    {
      lots: input.building.lots,
      permitDate: input.building.permitDate,
      residential: input.building.residential,
      today: parisDay(input.issuedAt),
    },
    evidenceOf(input),
  );
}

const judgementOf = (input: PreEtatDateInput, key: ObligationKey) =>
  judgements(input).find((j) => j.key === key)!;

/** The legal text and, when it applies, since when: printed small under the verdict. */
const legalNote = (judgement: Judgement) =>
  [judgement.source, sinceText(judgement)].filter(Boolean).join(', ');

/** The PPT's content: adopted or draft, its works and their cost, and what it does to the fund's minimum. */
function pptDetails(input: PreEtatDateInput): string[] {
  const ppt = answered(input, 'ppt');
  if (!ppt || ppt.status === 'none') return ppt?.details.trim() ? [ppt.details.trim()] : [];
  const day = ppt.date ? ` le ${formatDateInFull(`${ppt.date}T12:00:00Z`)}` : '';
  const works = figureCents(input, 'ppt_works', null);
  const adopted = ppt.status === 'adopted';
  const minimum = fundMinimums(figureCents(input, 'building_budget', null), adopted ? works : null)
    .sort((a, b) => b.cents - a.cents)
    .at(0);
  return [
    adopted ? `Adopté en assemblée générale${day}` : `Projet établi${day}, pas encore voté`,
    ...(ppt.details.trim() ? [`Travaux et calendrier : ${ppt.details.trim()}`] : []),
    ...(works !== null ? [`Coût des travaux prévus : ${formatCents(works)}`] : []),
    ...(minimum
      ? [
          adopted
            ? `Cotisation minimale au fonds de travaux : ${formatCents(minimum.cents)} par an, ${minimum.of}`
            : 'Un PPT adopté porterait la cotisation minimale au fonds de travaux à 2,5 % de ses travaux',
        ]
      : []),
  ];
}

/** How an item was provided, beyond the verdict: the DPE's class, the annexed document. */
function itemDetails(input: PreEtatDateInput, key: ObligationKey): string[] {
  if (key === 'ppt') return pptDetails(input);
  const value = (['dpe', 'dta', 'lead', 'dtg', 'termites', 'lift'] as string[]).includes(key)
    ? answered(input, key as StatusItemKey)
    : null;
  return [
    ...(value?.grade ? [`Classe énergie ${value.grade}`] : []),
    ...(value?.details.trim() ? [value.details.trim()] : []),
  ];
}

/** The source of an item's answer: the record's, else the annexed document's. */
function itemRef({ input, sources }: DocumentContext, key: ObligationKey): number | null {
  const entry = (key as string) in input.record ? usable(input, key as StatusItemKey) : null;
  if (entry) return sources.refOf(entry.source);
  const doctype = ANNEX_TYPES[key];
  const annex = doctype ? latestAnnex(input.documents, doctype) : null;
  return sources.refOfAnnex(annex);
}

function judgedRow(context: DocumentContext, judgement: Judgement): Row {
  const verdict = verdictText(judgement.verdict);
  const details = itemDetails(context.input, judgement.key);
  return {
    label: judgement.label,
    value: text([`${verdict.charAt(0).toUpperCase()}${verdict.slice(1)}`, ...details].join('\n')),
    note: legalNote(judgement),
    ref: itemRef(context, judgement.key),
  };
}

/** « 48 lots principaux ; permis de construire du 15 avril 1972 ; immeuble à usage d’habitation ». */
export function buildingFacts(input: PreEtatDateInput): string {
  const { lots, permitDate, residential } = input.building;
  return [
    lots === null ? 'nombre de lots principaux non communiqué' : `${lots} lots principaux`,
    permitDate
      ? `permis de construire du ${formatDateInFull(`${permitDate}T12:00:00Z`)}`
      : 'date du permis de construire non communiquée',
    residential === null
      ? 'usage non communiqué'
      : residential
        ? 'immeuble à usage d’habitation'
        : 'immeuble sans usage d’habitation',
  ].join(' ; ');
}

export function technicalSection(context: DocumentContext): Section {
  const { input } = context;
  const all = judgements(input);
  return {
    title: 'Dossier technique',
    intro: `Obligations appréciées au ${formatDateInFull(input.issuedAt)} sur les faits suivants : ${buildingFacts(input)}.`,
    rows: TECHNICAL_ITEMS.map((key) =>
      judgedRow(
        context,
        all.find((j) => j.key === key)!,
      ),
    ),
  };
}

/** The fonds de travaux's obligation, printed with the finances: « obligatoire — constitué ». */
export function fundObligationRow(input: PreEtatDateInput): Row {
  const judgement = judgementOf(input, 'works_funds');
  const verdict = verdictText(judgement.verdict, {
    provided: 'constitué',
    missing: 'non constitué',
  });
  return {
    label: judgement.label,
    value: text(`${verdict.charAt(0).toUpperCase()}${verdict.slice(1)}`),
    note: legalNote(judgement),
  };
}

/** The PPT, DPE collectif and fonds de travaux this building must have and did not provide: alerts of the synthesis. */
export function missingObligations(input: PreEtatDateInput) {
  return judgements(input)
    .filter((j) => ['ppt', 'dpe', 'works_funds', 'dta'].includes(j.key))
    .filter((j) => j.verdict.state === 'missing')
    .map((j) => ({ label: j.label, since: j.since, source: j.source }));
}
