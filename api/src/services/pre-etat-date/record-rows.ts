import {
  choiceLabel,
  describeStatus,
  formatCents,
  formatCount,
  formatDateInFull,
  isAbsence,
  statusItem,
  totalOf,
  WORKS_ITEM,
  worksAmount,
  type BuildingRecordItemKey,
  type StatusItemKey,
  type StatusValue,
  type WorkVoted,
  type WorksValue,
} from '@ped/domain';
import type { PreEtatDateInput, RecordForDocument } from './build-model';
import { text, type DetailTable, type Row } from './model';
import type { AnnexedDocument, SourceIndex } from './sources';

export const PV = 2;

/** What the rows of a document are built from: its input and the numbers of its sources. */
export interface DocumentContext {
  input: PreEtatDateInput;
  sources: SourceIndex;
}

/**
 * Without a statement from staff, a row of the life of the copropriété points to the latest
 * PV of general assembly delivered with the document; it never says « aucune procédure ».
 */
export function fromLatestPv(documents: AnnexedDocument[]): string | null {
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

/** The status answer of an item, when one can be printed. */
export const statusOf = (input: PreEtatDateInput, key: StatusItemKey): StatusValue | null =>
  (usable(input, key)?.value as StatusValue | undefined) ?? null;

/** « Aucune procédure judiciaire en cours au 12 mars 2024 »: an absence is always dated. */
const asOf = (statement: string, key: BuildingRecordItemKey, entry: RecordForDocument) =>
  isAbsence(key, entry.value) ? `${statement} au ${formatDateInFull(entry.sourceDate)}` : statement;

/** A row of the life of the copropriété: the staff's statement, else `fallback` (an annexed document), else missing. */
export function statusRow(
  { input, sources }: DocumentContext,
  key: StatusItemKey,
  fallback: string | null = null,
): Row {
  const entry = usable(input, key);
  const label = statusItem(key).label;
  if (!entry) return { label, value: text(fallback) };
  return {
    label,
    value: text(asOf(describeStatus(key, entry.value as StatusValue), key, entry)),
    ref: sources.refOf(entry.source),
  };
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
  const key = work.key
    ? `clé « ${work.key.name} », total ${formatCount(work.key.total)}`
    : 'tantièmes généraux';
  const loan = work.loan ? ` ; emprunt : ${worksAmount(work.loan)}` : '';
  return `${work.resolution}${voted ? `, votée le ${voted}` : ''}${amount ? ` : ${amount}` : ''} (${key}${loan})`;
}

/** The works voted: one line per resolution and lot sold, with what each lot bears and the totals of the sale. */
export function worksRow(
  { input, sources }: DocumentContext,
  fallback: string | null,
): { row: Row; details?: DetailTable } {
  const entry = usable(input, 'works');
  if (!entry) return { row: { label: WORKS_ITEM.label, value: text(fallback) } };
  const works = entry.value as WorksValue;
  const ref = sources.refOf(entry.source);
  if (works.status === 'none')
    return {
      row: {
        label: WORKS_ITEM.label,
        value: text(asOf(choiceLabel('works', 'none'), 'works', entry)),
        ref,
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
      ref,
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
      ref,
    },
  };
}
