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
function usable(input: PreEtatDateInput, key: BuildingRecordItemKey): RecordForDocument | null {
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

/** Answers of the record that mean the item was provided (a PPT draft counts, L731-1). */
const PROVIDED: Partial<Record<ObligationKey, string[]>> = {
  ppt: ['adopted', 'draft'],
  dpe: ['done'],
  dtg: ['done'],
};

/**
 * A row of an item the law may require of this building (PPT, DPE collectif, fonds de
 * travaux, DTG, carnet d'entretien): what was provided, and whether and since when it is
 * required — « Non fourni — obligatoire pour cette copropriété depuis le 1er janvier 2025 ».
 */
export function obligationRow(
  input: PreEtatDateInput,
  key: ObligationKey,
  /** how the item was provided otherwise: the annexed document, « Fonds de travaux constitué »… */
  annexed: string | null = null,
): Row {
  const obligation = obligationsOf(input).find((o) => o.key === key)!;
  const recordKey = key in PROVIDED ? (key as StatusItemKey) : null;
  const entry = recordKey ? usable(input, recordKey) : null;
  const statement = entry ? describeStatus(recordKey!, entry.value as StatusValue) : null;
  const provided =
    Boolean(annexed) || Boolean(entry && PROVIDED[key]!.includes(entry.value.status));
  const status = obligationStatus(obligation);
  const shown = [statement, provided && !statement ? annexed : null].filter(Boolean).join(' — ');
  if (provided)
    return {
      label: obligation.label,
      value: text(shown),
      source: entry?.source ?? null,
      note: `${status.charAt(0).toUpperCase()}${status.slice(1)}`,
    };
  return {
    label: obligation.label,
    value: text(statement ? `${statement} — ${status}` : describeObligation(obligation, false)),
    source: entry?.source ?? null,
  };
}

export const WORKS_HEADERS = [
  'Résolution',
  'Voté le',
  'Montant voté',
  'Quote-part du lot',
  'Reste dû',
];

const cents = (euros: number | null) => (euros === null ? null : Math.round(euros * 100));
const totalCell = (values: Array<number | null>) => {
  const total = totalOf(values.map(cents));
  return total.cents === null ? null : formatCents(total.cents);
};

/** The works voted: one line per resolution, and the totals the I-C check rests on. */
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
  return {
    row: {
      label: WORKS_ITEM.label,
      value: text(`${works.list.length} résolution(s), détail ci-dessous`),
      source: entry.source,
    },
    details: {
      title: 'Travaux votés',
      headers: WORKS_HEADERS,
      amountFrom: 2,
      rows: works.list.map((w) => [
        w.resolution,
        formatDateInFull(`${w.voted}T12:00:00Z`) || null,
        worksAmount(w.amount),
        worksAmount(w.lot_share),
        worksAmount(w.remaining),
      ]),
      footer: [
        'Total',
        '',
        totalCell(works.list.map((w) => w.amount)),
        totalCell(works.list.map((w) => w.lot_share)),
        totalCell(works.list.map((w) => w.remaining)),
      ],
      source: entry.source,
    },
  };
}
