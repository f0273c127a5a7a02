import type { FastifyInstance } from 'fastify';

export interface SavedCard {
  id: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
}

/**
 * The cards saved on a Stripe customer and the default one: the customer's
 * invoice_settings.default_payment_method when set (the billing portal sets it), else the
 * newest card. Facturation shows it; monthly billing charges it.
 */
export async function savedCardsOf(
  app: FastifyInstance,
  customerId: string,
): Promise<{ cards: SavedCard[]; defaultId: string | null }> {
  const { stripe } = app.payments;
  const [list, customer] = await Promise.all([
    stripe.paymentMethods.list({ customer: customerId, type: 'card' }),
    stripe.customers.retrieve(customerId),
  ]);
  const cards = list.data
    .filter((m) => m.card)
    .map((m) => ({
      id: m.id,
      brand: m.card?.brand ?? 'carte',
      last4: m.card?.last4 ?? '',
      exp_month: m.card?.exp_month ?? 0,
      exp_year: m.card?.exp_year ?? 0,
    }));
  const configured =
    'deleted' in customer ? null : customer.invoice_settings?.default_payment_method;
  const defaultId =
    (typeof configured === 'string' ? configured : configured?.id) ?? cards[0]?.id ?? null;
  return { cards, defaultId };
}
