import {
  buildingObligations,
  choiceLabel,
  describeObligation,
  describeStatus,
  docTypeLabel,
  formatDateInFull,
  isAbsence,
  obligationStatus,
  statusItem,
  WORKS_ITEM,
  worksAmount,
  totalOf,
  formatCents,
  type BuildingRecordItemKey,
  type ObligationKey,
  type StatusItemKey,
  type StatusValue,
  type WorkVoted,
  type WorksValue,
} from '@ped/domain';
import type {
  PreEtatDateInput,
  RecordForDocument,
  RegisterDocumentForDocument,
} from './build-model';
import { text, type DetailTable, type Row } from './model';

export const PV = 2;
export const GENERIC_DIAGNOSTIC = 4;
export const ASBESTOS = 5;
export const LEAD = 6;
export const MAINTENANCE_LOG = 7;

function describe(document: RegisterDocumentForDocument): string {
  const day = formatDateInFull(document.delivered);
  return `${docTypeLabel(document.doctype)}${day ? ` du ${day}` : ''}`;
}

/** The most recent document of a type, as « Annexé : <type> du <date> », or null. */
export function annexedOfType(
  documents: RegisterDocumentForDocument[],
  doctype: number,
): string | null {
  const found = documents
    .filter((d) => d.doctype === doctype)
    .sort((a, b) => (b.delivered?.getTime() ?? 0) - (a.delivered?.getTime() ?? 0))[0];
  return found ? `Annexé : ${describe(found)}` : null;
}

/**
 * Without a statement from staff, a row of the life of the copropriété points to the latest
 * PV of general assembly delivered with the document; it never says « aucune procédure ».
 */
export function fromLatestPv(documents: RegisterDocumentForDocument[]): string | null {
  const pv = documents
    .filter((d) => d.doctype === PV && d.delivered)
    .sort((a, b) => b.delivered!.getTime() - a.delivered!.getTime())[0];
  return pv
    ? `Voir le procès-verbal d’assemblée générale du ${formatDateInFull(pv.delivered)} annexé`
    : null;
}

/** The staff's statement of an item, unless it states an absence without a confirmed dated source. */
export function usable(
  input: PreEtatDateInput,
  key: BuildingRecordItemKey,
): RecordForDocument | null {
  const entry = input.record[key];
  if (!entry) return null;
  return isAbsence(key, entry.value) && !entry.sourceDate ? null : entry;
}

/** « Aucune procédure judiciaire en cours au 12 mars 2024 »: an absence is always dated. */
const asOf = (statement: string, key: BuildingRecordItemKey, entry: RecordForDocument) =>
  isAbsence(key, entry.value) ? `${statement} au ${formatDateInFull(entry.sourceDate)}` : statement;

/** A row of the life or technical sections: the staff's statement, else `fallback` (an annexed document), else missing. */
export function statusRow(
  input: PreEtatDateInput,
  key: StatusItemKey,
  fallback: string | null = null,
): Row {
  const entry = usable(input, key);
  const label = statusItem(key).label;
  if (!entry) return { label, value: text(fallback) };
  return {
    label,
    value: text(asOf(describeStatus(key, entry.value as StatusValue), key, entry)),
    source: entry.source,
  };
}

/** The obligations of this building on the day of the document. */
const obligationsOf = (input: PreEtatDateInput) =>
  buildingObligations({
    lots: input.building.lots,
    permitDate: input.building.permitDate,
    today: input.issuedAt.toISOString().slice(0, 10),
  });

/** Answers of the record that mean the item was provided (a PPT draft counts, art. 14-2). */
const PROVIDED: Partial<Record<ObligationKey, string[]>> = {
  ppt: ['adopted', 'draft'],
  dpe: ['done'],
  dtg: ['done'],
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

/** How an item the law may require was provided, or null: the record's answer, an annexed document, the fund's figures. */
function provision(input: PreEtatDateInput, key: ObligationKey, annexed: string | null) {
  const recordKey = key in PROVIDED ? (key as StatusItemKey) : null;
  const entry = recordKey ? usable(input, recordKey) : null;
  const statement = entry ? describeStatus(recordKey!, entry.value as StatusValue) : null;
  const shown = key === 'works_funds' && fundExists(input) ? 'Fonds de travaux constitué' : annexed;
  const provided = Boolean(shown) || Boolean(entry && PROVIDED[key]!.includes(entry.value.status));
  return { entry, statement, shown, provided };
}

/**
 * A row of an item the law may require of this building (PPT, DPE collectif, fonds de
 * travaux, DTG, carnet d'entretien): what was provided, and whether and since when it is
 * required — « Non fourni — obligatoire pour cette copropriété depuis le 1er janvier 2025 ».
 */
export function obligationRow(
  input: PreEtatDateInput,
  key: ObligationKey,
  /** how the item was provided otherwise: the annexed document */
  annexed: string | null = null,
): Row {
  const obligation = obligationsOf(input).find((o) => o.key === key)!;
  const { entry, statement, shown, provided } = provision(input, key, annexed);
  const status = obligationStatus(obligation);
  if (provided)
    return {
      label: obligation.label,
      value: text([statement, statement ? null : shown].filter(Boolean).join(' — ')),
      source: entry?.source ?? null,
      note: `${status.charAt(0).toUpperCase()}${status.slice(1)}`,
    };
  return {
    label: obligation.label,
    value: text(statement ? `${statement} — ${status}` : describeObligation(obligation, false)),
    source: entry?.source ?? null,
  };
}

/** The PPT, DPE collectif and fonds de travaux this building must have and did not provide: alerts of the synthesis. */
export function missingObligations(input: PreEtatDateInput) {
  return obligationsOf(input)
    .filter((o) => ['ppt', 'dpe', 'works_funds'].includes(o.key) && o.required === true)
    .filter((o) => !provision(input, o.key, null).provided)
    .map((o) => ({ label: o.label, since: o.since, source: o.source }));
}

export const WORKS_HEADERS = [
  'Résolution',
  'Lot',
  'Quote-part du lot',
  'Déjà appelé',
  'Reste à appeler',
  'Financé par l’emprunt',
];

/** Room for the resolution and its vote, then the lot, then four amounts. */
export const WORKS_WIDTHS: Array<number | '*'> = ['*', 40, 66, 60, 60, 64];

const euros = (value: number | null) => worksAmount(value);
const totalCell = (values: Array<number | null>) => {
  const total = totalOf(values.map((v) => (v === null ? null : Math.round(v * 100))));
  return total.cents === null ? null : formatCents(total.cents);
};

/** « Résolution 14 — ravalement, votée le 12 mars 2026 : 412 000,00 € (tantièmes généraux) ». */
function resolutionText(work: WorkVoted): string {
  const voted = formatDateInFull(`${work.voted}T12:00:00Z`);
  const amount = worksAmount(work.amount);
  const key = work.key ? `clé « ${work.key.name} », total ${work.key.total}` : 'tantièmes généraux';
  const loan = work.loan ? ` ; emprunt : ${worksAmount(work.loan)}` : '';
  return `${work.resolution}${voted ? `, votée le ${voted}` : ''}${amount ? ` : ${amount}` : ''} (${key}${loan})`;
}

/** The works voted: one line per resolution and lot sold, with what each lot bears and the totals of the sale. */
export function worksRow(
  input: PreEtatDateInput,
  fallback: string | null,
): { row: Row; details?: DetailTable } {
  const entry = usable(input, 'works');
  if (!entry) return { row: { label: WORKS_ITEM.label, value: text(fallback) } };
  const works = entry.value as WorksValue;
  if (works.status === 'none')
    return {
      row: {
        label: WORKS_ITEM.label,
        value: text(asOf(choiceLabel('works', 'none'), 'works', entry)),
        source: entry.source,
      },
    };
  const lots = input.lots.map((lot) => lot.number).filter((n): n is string => Boolean(n));
  const lines = works.list.flatMap((work) =>
    (lots.length ? lots : work.lots.map((l) => l.lot)).map((lot, index) => {
      const line = work.lots.find((l) => l.lot === lot);
      return [
        index === 0 ? resolutionText(work) : '',
        lot,
        euros(line?.share ?? null),
        euros(line?.called ?? null),
        euros(line?.remaining ?? null),
        euros(line?.loan ?? null),
      ];
    }),
  );
  const all = works.list.flatMap((work) => work.lots);
  return {
    row: {
      label: WORKS_ITEM.label,
      value: text(`${works.list.length} résolution(s), détail ci-dessous`),
      source: entry.source,
    },
    details: {
      title: 'Travaux votés, par lot',
      headers: WORKS_HEADERS,
      amountFrom: 2,
      widths: WORKS_WIDTHS,
      rows: lines,
      footer: [
        lots.length > 1 ? 'Total des lots vendus' : 'Total',
        '',
        totalCell(all.map((l) => l.share)),
        totalCell(all.map((l) => l.called)),
        totalCell(all.map((l) => l.remaining)),
        totalCell(all.map((l) => l.loan)),
      ],
      source: entry.source,
    },
  };
}
