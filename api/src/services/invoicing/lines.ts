import {
  orderTotal,
  PLANS,
  priceOf,
  splitAmount,
  tierAt,
  formatDate,
  type CustomerType,
  type OfferCode,
  type OrderOption,
  type PlanCode,
} from '@ped/domain';
import type { InvoiceLine } from '../../models/invoice';

export interface InvoiceAmounts {
  lines: InvoiceLine[];
  ht_cents: number;
  tva_cents: number;
  ttc_cents: number;
}

function totals(lines: InvoiceLine[]): InvoiceAmounts {
  const sum = (key: 'ht_cents' | 'tva_cents' | 'ttc_cents') =>
    lines.reduce((s, line) => s + line[key], 0);
  return {
    lines,
    ht_cents: sum('ht_cents'),
    tva_cents: sum('tva_cents'),
    ttc_cents: sum('ttc_cents'),
  };
}

/**
 * The lines of an order's invoice, priced by @ped/domain at the order's date for the
 * customer type that ordered (the very function the order form and the checkout use).
 */
export function orderInvoiceAmounts(
  order: {
    orderid: string;
    payload: { offer: OfferCode; options?: OrderOption[] | null; lots?: number | null };
  },
  customerType: CustomerType,
  pricedAt: Date,
): InvoiceAmounts {
  const { offer, options, lots } = order.payload;
  const total = orderTotal(offer, options ?? [], customerType, pricedAt, lots ?? 1);
  const price = priceOf(offer, customerType, pricedAt);
  if (!total || !price)
    throw new Error(`Commande ${order.orderid} : aucun prix pour l’offre ${offer} à cette date`);
  return totals(
    total.lines.map((line) => ({
      label: `${line.label} — commande ${order.orderid}`,
      quantity: 1,
      unit_ht_cents: line.htCents,
      ht_cents: line.htCents,
      tva_rate: price.taxRate,
      tva_cents: line.tvaCents,
      ttc_cents: line.ttcCents,
    })),
  );
}

/** One month of a plan, HT as listed in PLANS, TVA at the rate in force on the day. */
export function subscriptionInvoiceAmounts(
  plan: PlanCode,
  periodStart: Date,
  periodEnd: Date,
): InvoiceAmounts {
  const listed = PLANS[plan].monthlyPriceCents;
  if (listed === null) throw new Error(`La formule ${plan} n’est pas payante`);
  const taxRate = tierAt(periodStart)?.taxRate ?? 0;
  const amounts = splitAmount(listed, 'business', taxRate);
  return totals([
    {
      label: `Abonnement ${PLANS[plan].label} — du ${formatDate(periodStart)} au ${formatDate(periodEnd)}`,
      quantity: 1,
      unit_ht_cents: amounts.htCents,
      ht_cents: amounts.htCents,
      tva_rate: taxRate,
      tva_cents: amounts.tvaCents,
      ttc_cents: amounts.ttcCents,
    },
  ]);
}

/** A credit note cancels the whole invoice: the same lines, negative. */
export function creditAmounts(source: InvoiceAmounts): InvoiceAmounts {
  return totals(
    source.lines.map((line) => ({
      ...line,
      unit_ht_cents: -line.unit_ht_cents,
      ht_cents: -line.ht_cents,
      tva_cents: -line.tva_cents,
      ttc_cents: -line.ttc_cents,
    })),
  );
}
