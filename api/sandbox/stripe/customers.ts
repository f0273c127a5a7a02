import type { SandboxEndpoints } from './context';
import { formString, formStrings, type FormObject } from './form-body';
import { noSuchResource } from './errors';
import { nowSeconds, sandboxId, stripeList, type SandboxObject } from './state';

export interface SandboxCustomer extends SandboxObject {
  object: 'customer';
  email: string | null;
  name: string | null;
  metadata: Record<string, string>;
  created: number;
  livemode: false;
  invoice_settings: { default_payment_method: string | null };
}

/** /v1/customers: create, retrieve, update, list (optionally by e-mail). */
const customers: SandboxEndpoints = (app, { state }) => {
  app.post('/v1/customers', async (request) => {
    const body = request.body as FormObject;
    return state.save<SandboxCustomer>({
      id: sandboxId('cus'),
      object: 'customer',
      email: formString(body.email) ?? null,
      name: formString(body.name) ?? null,
      metadata: formStrings(body.metadata),
      created: nowSeconds(),
      livemode: false,
      invoice_settings: { default_payment_method: null },
    });
  });

  app.get('/v1/customers/:id', async (request, reply) => {
    const { id } = request.params as { id: string };
    return state.get('customer', id) ?? noSuchResource(reply, 'customer', id);
  });

  app.post('/v1/customers/:id', async (request, reply) => {
    const { id } = request.params as { id: string };
    const customer = state.get<SandboxCustomer>('customer', id);
    if (!customer) return noSuchResource(reply, 'customer', id);
    const body = request.body as FormObject;
    if (formString(body.email) !== undefined) customer.email = formString(body.email) ?? null;
    if (formString(body.name) !== undefined) customer.name = formString(body.name) ?? null;
    customer.metadata = { ...customer.metadata, ...formStrings(body.metadata) };
    return customer;
  });

  app.get('/v1/customers', async (request) => {
    const query = request.query as Record<string, string | undefined>;
    const found = state.list<SandboxCustomer>(
      'customer',
      (c) => !query.email || c.email === query.email,
    );
    return stripeList('/v1/customers', found, Number(query.limit ?? 10));
  });
};

export default customers;
