import {
  ABSENCE_SOURCE_DOCTYPES,
  addDays,
  isIsoDay,
  isLotField,
  isSettlementRule,
  offerIncludesFreeUpdate,
  type OrderForm,
  type OrderLot,
  type OrderOwner,
} from '@ped/domain';
import type { Order } from '../../models/order';
import type { Register } from '../../models/register';
import type { PreEtatDateInput, SaleTerms } from './build-model';
import { describeStatementSource, type BuildingRecordItemView } from './building-record';
import { describeSource, SELLER_SOURCE } from './figures';
import type { Certification } from './model';
import {
  documentSources,
  type OrderForDocument,
  type OrderSources,
  type ResolvedFigures,
  type SourceDocument,
} from './order-sources';

const joined = (...parts: Array<string | null | undefined>) =>
  parts
    .map((p) => p?.trim())
    .filter(Boolean)
    .join(' ');

const parseDay = (value: unknown): Date | null => {
  if (typeof value !== 'string' && !(value instanceof Date)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

const postal = (a: { address?: string; additional?: string; zipcode?: string; city?: string }) =>
  joined(a.address, a.additional, a.zipcode && `, ${a.zipcode}`, a.city).replace(' ,', ',') || null;

function sellers(owners: OrderOwner[] | undefined): PreEtatDateInput['sellers'] {
  return (owners ?? [])
    .map((owner) => ({ name: joined(owner.firstname, owner.lastname), address: postal(owner) }))
    .filter((owner) => owner.name);
}

function lots(form: Partial<OrderForm>): PreEtatDateInput['lots'] {
  const list: OrderLot[] = Array.isArray(form.lots) ? form.lots : [];
  return list.map((lot) => ({
    number: lot.number?.trim() || null,
    description: lot.description?.trim() || null,
    tantiemes: lot.tantiemes ?? null,
    totalTantiemes: lot.tantiemes_total ?? null,
  }));
}

/**
 * A multi-lot sale nobody split per lot yet (the seller's declaration alone, Libre): one
 * statement for all the lots, with the seller's amounts for the whole sale, and saying so —
 * rather than tables of « Non communiqué » per lot.
 */
function wholeSale(
  list: PreEtatDateInput['lots'],
  { figures, sellerTotals }: ResolvedFigures,
): { lots: PreEtatDateInput['lots']; figures: PreEtatDateInput['figures'] } | null {
  const split = figures.some((f) => f.lot !== null && f.cents !== null && isLotField(f.field));
  if (list.length < 2 || split || sellerTotals.length === 0) return null;
  const number = list.map((lot) => lot.number ?? '?').join(', ');
  const totals = new Set(list.map((lot) => lot.totalTantiemes));
  const tantiemes =
    list.every((lot) => lot.tantiemes !== null) && totals.size === 1
      ? list.reduce((sum, lot) => sum + lot.tantiemes!, 0)
      : null;
  return {
    lots: [
      {
        number,
        description: 'ensemble des lots vendus (montants déclarés pour la vente entière)',
        tantiemes,
        totalTantiemes: tantiemes === null ? null : list[0]!.totalTantiemes,
      },
    ],
    figures: sellerTotals.map((t) => ({
      field: t.field,
      lot: number,
      cents: Math.round(t.value * 100),
      source: {
        document: `${SELLER_SOURCE} pour l’ensemble des lots`,
        date: null,
        page: null,
        isDocument: false,
      },
    })),
  };
}

const isoDay = (value: unknown) =>
  typeof value === 'string' && isIsoDay(value) ? value.slice(0, 10) : null;

/** The calls' rhythm and keys staff entered, and the signing day and rule the seller or the notary gave. */
function saleTerms(
  form: Partial<OrderForm>,
  order: Pick<Order, 'deed_day' | 'settlement_rule'>,
): SaleTerms {
  const lastYearEnd = isoDay(form.dt_n_end);
  return {
    exerciseStart: lastYearEnd ? addDays(lastYearEnd, 1) : null,
    budgetCalls: form.budget_calls ?? null,
    loan: { periodMonths: form.loan_period ?? null, next: isoDay(form.dt_loan_next) },
    keys: { worksFunds: form.works_funds_key ?? null, loan: form.loan_key ?? null },
    signing: {
      day: isoDay(order.deed_day),
      rule: isSettlementRule(order.settlement_rule) ? order.settlement_rule : 'art-6-2',
    },
  };
}

/** A statement of absence rests only on a PV whose date staff entered (document-checks.ts). */
const confirmedDate = (source: NonNullable<BuildingRecordItemView['source']>) =>
  source.date_confirmed &&
  source.document_doctype !== null &&
  ABSENCE_SOURCE_DOCTYPES.includes(source.document_doctype)
    ? parseDay(source.document_date)
    : null;

/**
 * The document's input from what the order holds: the seller's form (`stored`), the
 * copropriété's register and its documents, the figures per lot as staff reviewed them,
 * and the delivery (its day and certification; none for the staff preview).
 */
export function fromOrder(
  order: Pick<
    OrderForDocument,
    | 'orderid'
    | 'registration_id'
    | 'stored'
    | 'payload'
    | 'deed_day'
    | 'settlement_rule'
    | 'uploads'
  >,
  register: Pick<Register, 'name' | 'address'> | null,
  documents: SourceDocument[],
  resolved: ResolvedFigures,
  record: BuildingRecordItemView[],
  delivery: { issuedAt: Date; certification: Certification | null },
): PreEtatDateInput {
  const form = (order.stored ?? {}) as Partial<OrderForm>;
  const sale = wholeSale(lots(form), resolved);
  const known = documentSources(order, documents);
  return {
    reference: order.orderid,
    issuedAt: delivery.issuedAt,
    coproprieteName: register?.name || null,
    address: register?.address || postal(form),
    registrationNumber: order.registration_id ?? null,
    syndic: {
      name: form.syndic?.name || order.payload?.syndic?.name || null,
      address: form.syndic_address?.trim() || null,
      contact: form.syndic_contact?.trim() || null,
    },
    sellers: sellers(form.owners),
    lots: lots(form),
    ...(sale ? { statementLots: sale.lots } : {}),
    building: {
      lots: form.building_lots ?? null,
      permitDate: form.dt_permit ?? null,
      residential: form.building_residential ?? null,
    },
    regulationReference: form.regulation_reference?.trim() || null,
    freeUpdate: offerIncludesFreeUpdate(form.offer ?? order.payload?.offer),
    lastApprovedAccounts: parseDay(form.dt_based),
    advancesDate: parseDay(form.dt_advances),
    worksFundsDate: parseDay(form.dt_works_funds),
    lastContributionDate: parseDay(form.dt_last_contribution),
    years: {
      n: { start: parseDay(form.dt_n_start), end: parseDay(form.dt_n_end) },
      n1: { start: parseDay(form.dt_n1_start), end: parseDay(form.dt_n1_end) },
    },
    terms: saleTerms(form, order),
    figures: [
      ...resolved.figures.map((f) => ({
        field: f.field,
        lot: f.lot,
        cents: f.cents,
        source: describeSource(f.source, known),
      })),
      ...(sale?.figures ?? []),
    ],
    record: Object.fromEntries(
      record.flatMap((item) =>
        item.value && item.source
          ? [
              [
                item.key,
                {
                  value: item.value,
                  source: describeStatementSource(item.source, known),
                  sourceDate: confirmedDate(item.source),
                },
              ],
            ]
          : [],
      ),
    ),
    documents: [...documents]
      .sort((a, b) => a.doctype - b.doctype || a.delivered.getTime() - b.delivered.getTime())
      .map((d) => ({ doctype: d.doctype, delivered: d.delivered, comment: d.comment || null })),
    certification: delivery.certification,
  };
}

/** « Maître Claire Bernard (c.bernard@notaires.fr) »: the notary the seller named, printed in the certification. */
export function recipientNotary(order: Pick<OrderForDocument, 'stored'>): string | null {
  const notary = ((order.stored ?? {}) as Partial<OrderForm>).notary;
  const name = notary?.name?.trim();
  const email = notary?.email?.trim();
  if (!name && !email) return null;
  return name && email ? `${name} (${email})` : (name ?? email)!;
}

/** The document's input from an order's loaded sources (order-sources.ts). */
export const orderInput = (
  order: Parameters<typeof fromOrder>[0],
  sources: Pick<OrderSources, 'register' | 'documents' | 'figures' | 'record'>,
  delivery: Parameters<typeof fromOrder>[5],
): PreEtatDateInput =>
  fromOrder(order, sources.register, sources.documents, sources.figures, sources.record, delivery);
