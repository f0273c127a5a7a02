import { idempotencyKeyModel } from '../../src/models/idempotency-key';
import { orderModel } from '../../src/models/order';
import { requestFingerprint } from '../../src/services/integrations/idempotency';
import { appWithMailForFile } from '../helpers/app-with-mail';
import {
  createIntegrator,
  createKey,
  newKey,
  orderBody,
  postOrder,
  type Integrator,
} from './helpers';

const context = appWithMailForFile({ SCHEDULER_ENABLED: 'false' });
const app = () => context.app;

describe('Idempotency-Key on POST /api/v1/orders', () => {
  let agency: Integrator;
  let other: Integrator;
  beforeAll(async () => {
    agency = await createIntegrator(app(), 'idempotence@agence.test', 'experts');
    other = await createIntegrator(app(), 'idempotence@autre.test', 'premium');
  });

  it('creates exactly one order for ten concurrent identical requests, all answered alike', async () => {
    const key = newKey();
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => postOrder(app(), agency.secret, orderBody('CONC-1'), key)),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(10).fill(201));
    expect(new Set(responses.map((r) => r.body)).size).toBe(1);
    expect(responses.filter((r) => r.headers['idempotency-replayed'] === 'true')).toHaveLength(9);
    const orders = await orderModel(app().mongoose.connection)
      .find({ organisation: agency.organisation._id, external_id: 'CONC-1' })
      .lean();
    expect(orders).toHaveLength(1);
    expect(orders[0]!.orderid).toBe(responses[0]!.json().payload.orderid);
  });

  it('replays a stored error as it was, with its code', async () => {
    const key = newKey();
    const first = await postOrder(app(), agency.secret, orderBody('CONC-1'), key);
    expect(first.statusCode).toBe(409);
    expect(first.json().payload.code).toBe('external_id_taken');
    const retry = await postOrder(app(), agency.secret, orderBody('CONC-1'), key);
    expect(retry.statusCode).toBe(409);
    expect(retry.body).toBe(first.body);
    expect(retry.headers['idempotency-replayed']).toBe('true');
  });

  it('refuses the same key with another body (422, with its code)', async () => {
    const key = newKey();
    expect((await postOrder(app(), agency.secret, orderBody('REUSE-1'), key)).statusCode).toBe(201);
    const reused = await postOrder(app(), agency.secret, orderBody('REUSE-2'), key);
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toEqual({
      success: false,
      message:
        'Cette clé d’idempotence a déjà servi pour une autre requête : utilisez-en une nouvelle',
      payload: { code: 'idempotency_key_reused' },
    });
    expect(
      await orderModel(app().mongoose.connection).countDocuments({ external_id: 'REUSE-2' }),
    ).toBe(0);
  });

  it('keeps the keys of each organisation apart', async () => {
    const key = newKey();
    const mine = await postOrder(app(), agency.secret, orderBody('SHARED-KEY'), key);
    const theirs = await postOrder(app(), other.secret, orderBody('SHARED-KEY'), key);
    expect([mine.statusCode, theirs.statusCode]).toEqual([201, 201]);
    expect(theirs.headers['idempotency-replayed']).toBeUndefined();
    expect(theirs.json().payload.orderid).not.toBe(mine.json().payload.orderid);
  });

  it('keeps test and live keys apart: a live request reusing a test request’s key creates a live order (it got the test order replayed)', async () => {
    const tester = await createKey(app(), agency.token, { mode: 'test' });
    const key = newKey();
    const test = await postOrder(app(), tester, orderBody('MODE-1'), key);
    expect([test.statusCode, test.json().payload.test]).toEqual([201, true]);
    const live = await postOrder(app(), agency.secret, orderBody('MODE-1'), key);
    expect([live.statusCode, live.json().payload.test]).toEqual([201, false]);
    expect(live.headers['idempotency-replayed']).toBeUndefined();
    expect(live.json().payload.orderid).not.toBe(test.json().payload.orderid);
    // and each mode still replays its own
    const again = await postOrder(app(), tester, orderBody('MODE-1'), key);
    expect([again.body, again.headers['idempotency-replayed']]).toEqual([test.body, 'true']);
  });

  it('still replays a live request claimed before modes existed (no `test` field)', async () => {
    const key = newKey();
    const first = await postOrder(app(), agency.secret, orderBody('AVANT-1'), key);
    await idempotencyKeyModel(app().mongoose.connection).collection.updateOne(
      { key },
      { $unset: { test: '' } },
    );
    const retry = await postOrder(app(), agency.secret, orderBody('AVANT-1'), key);
    expect([retry.body, retry.headers['idempotency-replayed']]).toEqual([first.body, 'true']);
  });

  it('answers 409 « requête en cours » while the first request still runs', async () => {
    const key = newKey();
    const body = orderBody('EN-COURS');
    // a claim left pending, as by a request still running on another instance
    const first = await postOrder(app(), agency.secret, body, key);
    await idempotencyKeyModel(app().mongoose.connection).updateOne(
      { organisation: agency.organisation._id, key },
      { $set: { status: 'pending', response: null } },
    );
    const retry = await postOrder(app(), agency.secret, body, key);
    expect(retry.statusCode).toBe(409);
    expect(retry.json()).toEqual({
      success: false,
      message:
        'Une requête avec cette clé d’idempotence est en cours : réessayez dans quelques secondes',
      payload: { code: 'request_in_progress' },
    });
    expect(first.statusCode).toBe(201);
  });

  it('takes over a claim abandoned by a request that died, and runs it once', async () => {
    const key = newKey();
    const body = orderBody('ABANDON');
    const path = '/api/v1/orders';
    await idempotencyKeyModel(app().mongoose.connection).create({
      organisation: agency.organisation._id,
      key,
      fingerprint: requestFingerprint({ method: 'POST', path, body }),
      claimed: new Date(Date.now() - 5 * 60_000),
    });
    const response = await postOrder(app(), agency.secret, body, key);
    expect(response.statusCode).toBe(201);
    expect(response.headers['idempotency-replayed']).toBeUndefined();
    const replay = await postOrder(app(), agency.secret, body, key);
    expect(replay.body).toBe(response.body);
    expect(
      await orderModel(app().mongoose.connection).countDocuments({ external_id: 'ABANDON' }),
    ).toBe(1);
  });

  it('requires the header, in French', async () => {
    const response = await app().inject({
      method: 'POST',
      url: '/api/v1/orders',
      headers: { 'x-api-key': agency.secret },
      payload: orderBody('SANS-CLE'),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'En-tête Idempotency-Key requis (255 caractères au plus)',
      payload: { code: 'validation_failed' },
    });
  });
});
