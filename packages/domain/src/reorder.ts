import { createOrderForm, type OrderForm } from './order-form';

/**
 * The form of a new order prefilled from a delivered one (its free update being over): the
 * same sale (property, lots, sellers, notary, buyer, syndic without its password, billing
 * identity), while the figures, dates, options and the acceptance of the conditions start
 * afresh since the new accounts change them.
 */
export function prefilledFromOrder(previous: Partial<OrderForm> | null | undefined): OrderForm {
  const fresh = createOrderForm();
  if (!previous) return fresh;
  const keep = <K extends keyof OrderForm>(key: K): OrderForm[K] => previous[key] ?? fresh[key];
  return {
    ...fresh,
    offer: keep('offer'),
    email: keep('email'),
    address: keep('address'),
    additional: keep('additional'),
    zipcode: keep('zipcode'),
    city: keep('city'),
    principal: keep('principal'),
    invoiced: keep('invoiced'),
    notary: keep('notary'),
    lots: keep('lots'),
    owners: keep('owners'),
    indicates_buyer_is_coowner: keep('indicates_buyer_is_coowner'),
    buyer_is_coowner: keep('buyer_is_coowner'),
    buyer_coowner_name: keep('buyer_coowner_name'),
    method: keep('method'),
    syndic: { ...fresh.syndic, ...keep('syndic'), password: '' },
    invoice: { ...fresh.invoice, ...keep('invoice'), offer: null, price: null, datetime: null },
  };
}
