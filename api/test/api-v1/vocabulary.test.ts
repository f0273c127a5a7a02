import {
  API_DOC_TYPE_VALUES,
  API_METHOD_FLOWS,
  API_OFFER_CODES,
  API_ORDER_EXAMPLES,
  API_ORDER_STATES,
  type ApiCallStep,
  type OrderMethod,
} from '@ped/domain';
import { multipartFile } from '../helpers/multipart';
import { startReceiver } from '../webhooks/receiver';
import { addEndpoint, deliveriesOf } from '../webhooks/helpers';
import {
  apiV1AppForFile,
  createIntegrator,
  FICHE,
  getAs,
  newKey,
  postAs,
  type Integrator,
} from './helpers';

/**
 * Issue 35, finding 6: an agency's developer, with only the documentation page, could create
 * nothing but its one example. Every example the page prints (one order per offer, the calls
 * of each way to send the documents) is sent here to the API with a test key, and the
 * OpenAPI document names every value the API takes, with its meaning.
 */
const context = apiV1AppForFile();
const app = () => context.app;

let agency: Integrator;
beforeAll(async () => {
  agency = await createIntegrator(app(), 'exemples@agence.test', 'experts', { mode: 'test' });
});

/** One call of a flow as the page prints it, `{orderid}` replaced by the order's number. */
function send(step: ApiCallStep, orderid: string | null) {
  const url = step.path.replace('{orderid}', orderid ?? '');
  if (step.method === 'GET') return getAs(app(), agency.secret, url);
  if (step.body !== 'file') return postAs(app(), agency.secret, url, step.body ?? {});
  const { payload, headers } = multipartFile(FICHE, { filename: 'appel-de-fonds.pdf' });
  return app().inject({
    method: 'POST',
    url,
    headers: { ...headers, 'x-api-key': agency.secret, 'idempotency-key': newKey() },
    payload,
  });
}

describe('every example of the documentation page works against the API', () => {
  it.each(API_OFFER_CODES.map((offer) => [offer]))(
    'orders the complete example of offer %s',
    async (offer) => {
      const created = await postAs(app(), agency.secret, '/api/v1/orders', {
        ...API_ORDER_EXAMPLES[offer],
      });
      expect({ status: created.statusCode, message: created.json().message }).toEqual({
        status: 201,
        message: 'Commande créée',
      });
      expect(created.json().payload).toMatchObject({ offer, state: 'confirmed', lots: 2 });
    },
  );

  it.each(Object.keys(API_METHOD_FLOWS).map((method) => [method]))(
    'makes the calls of method %s in their order, the order confirmed at the end',
    async (method) => {
      let orderid: string | null = null;
      let last: { state?: string } = {};
      for (const step of API_METHOD_FLOWS[method as OrderMethod].steps) {
        const response = await send(step, orderid);
        expect({ step: step.does, status: response.statusCode < 300 }).toEqual({
          step: step.does,
          status: true,
        });
        orderid ??= response.json().payload.orderid as string;
        if (step.body !== 'file') last = response.json().payload;
      }
      expect(last.state).toBe('confirmed');
    },
  );
});

describe('the OpenAPI document names every value the API takes', () => {
  const document = async () =>
    (await app().inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();

  it('lists offers, methods, states and document types as enums with their meaning (offer was free text)', async () => {
    const doc = await document();
    const create = doc.paths['/api/v1/orders'].post.requestBody.content['application/json'].schema;
    expect(create.properties.offer.enum).toEqual([...API_OFFER_CODES]);
    expect(create.properties.offer.description).toContain('cle : Confort');
    expect(create.properties.method.enum).toEqual(['extranet', 'upload', 'email']);
    expect(create.properties.valid.description).toMatch(/conditions générales/);
    expect(create.properties.invoiced.description).toMatch(/facture/);

    const list = doc.paths['/api/v1/orders'].get.parameters as Array<{
      name: string;
      required?: boolean;
      schema: { enum?: string[] };
    }>;
    const state = list.find((p) => p.name === 'state')!;
    expect(state.schema.enum).toEqual([...API_ORDER_STATES]);
    expect(state.schema.enum).toContain('need_refresh');
    // optional parameters are optional
    expect(list.filter((p) => p.required).map((p) => p.name)).toEqual([]);

    const upload = doc.paths['/api/v1/orders/{orderid}/documents'].post;
    expect(upload.requestBody.content['multipart/form-data'].schema).toMatchObject({
      required: ['file'],
      properties: { file: { type: 'string', format: 'binary' } },
    });
    const uploaded = JSON.stringify(upload.responses['202']);
    expect(uploaded).toContain(JSON.stringify([...API_DOC_TYPE_VALUES]));
    expect(uploaded).toContain('Fiche Synthétique');
    expect(doc.servers).toEqual([
      { url: app().config.PUBLIC_API_URL, description: 'API de production' },
    ]);
  });

  it('refuses an unknown offer or state with the list of the known ones', async () => {
    const offer = await postAs(app(), agency.secret, '/api/v1/orders', {
      ...API_ORDER_EXAMPLES.cle,
      external_id: 'OFFRE-INCONNUE',
      offer: 'confort',
    });
    expect(offer.json().message).toBe(`Code d’offre inconnu : ${API_OFFER_CODES.join(', ')}`);
    const state = await getAs(app(), agency.secret, '/api/v1/orders?state=terminee');
    expect(state.json().message).toBe(`État de commande inconnu : ${API_ORDER_STATES.join(', ')}`);
  });

  it('spells a state the same in ?state=, in an order and in its webhook event', async () => {
    const receiver = await startReceiver([200]);
    try {
      const { endpoint } = await addEndpoint(app(), agency.token, receiver.url, [
        'order.need_refresh',
      ]);
      const { orderid } = (
        await postAs(app(), agency.secret, '/api/v1/orders', {
          ...API_ORDER_EXAMPLES.cle,
          external_id: 'ORTHOGRAPHE',
        })
      ).json().payload;
      for (const state of ['ready', 'done', 'need_refresh'])
        await postAs(app(), agency.secret, `/api/v1/orders/${orderid}/test-events`, { state });
      await app().scheduler.runDue();
      const [event] = receiver.received;
      expect(event!.json.type).toBe('order.need_refresh');
      expect(event!.json.data.order).toMatchObject({ orderid, state: 'need_refresh' });
      const listed = (await getAs(app(), agency.secret, '/api/v1/orders?state=need_refresh')).json()
        .payload;
      expect(listed.items.map((o: { orderid: string }) => o.orderid)).toEqual([orderid]);
      // and the delivery log names the order each event is about (it did not)
      const log = await deliveriesOf(app(), agency.token, endpoint.id);
      expect(log.items.map((d) => d.orderids)).toEqual([[orderid]]);
    } finally {
      await receiver.close();
    }
  });
});
