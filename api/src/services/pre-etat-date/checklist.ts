import {
  documentChecklist,
  isAbsence,
  itemLabel,
  type CheckResult,
  type OrderForm,
  type WorksValue,
} from '@ped/domain';
import type { OrderForDocument, OrderSources } from './order-sources';
import { describeSource } from './figures';

const cents = (euros: number | null) => (euros === null ? null : Math.round(euros * 100));

/**
 * The checklist of an order before « Terminer »: the domain's rules fed with what the order
 * holds (figures per lot with their sources, works voted, statements of absence).
 */
export function orderChecklist(order: OrderForDocument, sources: OrderSources): CheckResult[] {
  const form = (order.stored ?? {}) as Partial<OrderForm>;
  const works = sources.record.find((item) => item.key === 'works');
  const worksValue = works?.value as WorksValue | null | undefined;
  return documentChecklist({
    lots: (form.lots ?? [])
      .filter((lot) => lot.number?.trim())
      .map((lot) => ({
        number: lot.number.trim(),
        tantiemes: lot.tantiemes ?? null,
        totalTantiemes: lot.tantiemes_total ?? null,
      })),
    figures: sources.figures.figures.map((f) => ({
      field: f.field,
      lot: f.lot,
      cents: cents(f.value),
      source: describeSource(f.source),
      disagreement: f.disagreement,
      resolved: f.resolved,
    })),
    sellerTotals: sources.figures.sellerTotals.map((t) => ({
      field: t.field,
      cents: cents(t.value)!,
    })),
    worksRemaining:
      worksValue?.status === 'voted' ? worksValue.list.map((w) => cents(w.remaining)) : null,
    accountsApprovedOn: form.dt_based ?? null,
    absences: sources.record
      .filter((item) => item.value && isAbsence(item.key, item.value))
      .map((item) => ({
        label: itemLabel(item.key),
        source: item.source?.document_id
          ? {
              doctype: item.source.document_doctype ?? 0,
              date: item.source.document_date,
              confirmedByStaff: item.source.date_confirmed,
            }
          : null,
      })),
  });
}
