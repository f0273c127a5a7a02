import type { OrderInvoice } from './order-form';
import { isBlank } from './validators';

/** The organisation's default billing address of Paramètres (« Elle préremplit vos commandes »). */
export interface DefaultBillingAddress {
  name: string;
  address: string;
  additional: string;
  zipcode: string;
  city: string;
}

/**
 * The order's invoice block prefilled from the organisation's default address. What the
 * customer already typed wins: one written field and nothing is taken, so two addresses are
 * never mixed; an organisation without an address leaves the block as it is.
 */
export function withDefaultBillingAddress(
  invoice: OrderInvoice,
  defaults: DefaultBillingAddress,
): OrderInvoice {
  const typed = [invoice.lastname, invoice.address, invoice.zipcode, invoice.city].some(
    (value) => !isBlank(value),
  );
  if (typed || isBlank(defaults.name) || isBlank(defaults.address)) return invoice;
  return {
    ...invoice,
    lastname: defaults.name,
    address: defaults.address,
    additional: defaults.additional,
    zipcode: defaults.zipcode,
    city: defaults.city,
  };
}
