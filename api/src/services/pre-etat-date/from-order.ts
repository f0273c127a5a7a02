import type { OrderForm, OrderLot, OrderOwner } from '@ped/domain';
import type { Order } from '../../models/order';
import type { Register } from '../../models/register';
import type { RegisterDocument } from '../../models/register-document';
import type { PreEtatDateInput } from './build-model';
import { describeStatementSource, type BuildingRecordItemView } from './building-record';
import { describeSource, type FigureView } from './figures';

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

function sellers(owners: OrderOwner[] | undefined): string[] {
  return (owners ?? []).map((owner) => joined(owner.firstname, owner.lastname)).filter(Boolean);
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
 * The document's input from what the order holds: the seller's form (`stored`), the
 * copropriété's register and its documents, and the figures as staff reviewed them.
 */
export function fromOrder(
  order: Pick<Order, 'orderid' | 'updated' | 'registration_id' | 'stored' | 'payload'>,
  register: Pick<Register, 'name' | 'address'> | null,
  documents: Array<Pick<RegisterDocument, 'doctype' | 'delivered' | 'comment'>>,
  figures: FigureView[],
  record: BuildingRecordItemView[],
): PreEtatDateInput {
  const form = (order.stored ?? {}) as Partial<OrderForm>;
  const propertyAddress = joined(
    form.address,
    form.additional,
    form.zipcode && `, ${form.zipcode}`,
    form.city,
  ).replace(' ,', ',');
  return {
    reference: order.orderid,
    // the order's last change, not the clock: the same order always gives the same document
    issuedAt: order.updated,
    coproprieteName: register?.name || null,
    address: register?.address || propertyAddress || null,
    registrationNumber: order.registration_id ?? null,
    syndic: form.syndic?.name || order.payload?.syndic?.name || null,
    sellers: sellers(form.owners),
    lots: lots(form),
    lastApprovedAccounts: parseDay(form.dt_based),
    advancesDate: parseDay(form.dt_advances),
    worksFundsDate: parseDay(form.dt_works_funds),
    figures: Object.fromEntries(
      figures.map((f) => [
        f.field,
        {
          cents: f.value === null ? null : Math.round(f.value * 100),
          source: describeSource(f.source),
        },
      ]),
    ),
    record: Object.fromEntries(
      record.flatMap((item) =>
        item.value && item.source
          ? [
              [
                item.key,
                {
                  value: item.value,
                  source: describeStatementSource(item.source),
                  sourceDate: parseDay(item.source.document_date),
                },
              ],
            ]
          : [],
      ),
    ),
    documents: [...documents]
      .sort((a, b) => a.doctype - b.doctype || a.delivered.getTime() - b.delivered.getTime())
      .map((d) => ({ doctype: d.doctype, delivered: d.delivered, comment: d.comment || null })),
  };
}
