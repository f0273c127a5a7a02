import { createOrderForm, type OrderForm } from '@ped/domain';

/** The form of a stored order, completed with today's defaults for what it lacks. */
export function formOfStored(stored: unknown): OrderForm {
  const defaults = createOrderForm();
  const given = (stored && typeof stored === 'object' ? stored : {}) as Partial<OrderForm> & {
    syndic?: { has_password?: boolean };
  };
  const { has_password: _echoed, ...syndic } = given.syndic ?? {};
  return {
    ...defaults,
    ...given,
    notary: { ...defaults.notary, ...given.notary },
    invoice: { ...defaults.invoice, ...given.invoice },
    syndic: { ...defaults.syndic, ...syndic, password: '' },
  };
}
