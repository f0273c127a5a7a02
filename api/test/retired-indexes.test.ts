import { randomUUID } from 'node:crypto';
import mongoose from 'mongoose';
import { dropRetiredIndexes } from '../src/plugins/app/retired-indexes';

describe('indexes the models no longer declare', () => {
  const uri = new URL(process.env.MONGODB_URI!);
  uri.pathname = `/ped_retired_${randomUUID().slice(0, 8)}`;
  let connection: mongoose.Connection;

  beforeAll(async () => {
    connection = await mongoose.createConnection(uri.toString()).asPromise();
  });
  afterAll(async () => {
    await connection.dropDatabase();
    await connection.close();
  });

  it('drops the file number index of before test mode, so a test and a live order may share a number', async () => {
    const orders = connection.collection('orders');
    await orders.insertOne({ orderid: 'OLD001', organisation: 'org', external_id: 'DOS-1' });
    await orders.createIndex(
      { organisation: 1, external_id: 1 },
      { unique: true, partialFilterExpression: { external_id: { $type: 'string' } } },
    );

    expect(await dropRetiredIndexes(connection)).toEqual(['orders.organisation_1_external_id_1']);
    const names = (await orders.indexes()).map((index) => index.name);
    expect(names).not.toContain('organisation_1_external_id_1');
    await expect(
      orders.insertOne({
        orderid: 'NEW001',
        organisation: 'org',
        external_id: 'DOS-1',
        test: true,
      }),
    ).resolves.toBeTruthy();
    // a second start finds nothing to drop
    expect(await dropRetiredIndexes(connection)).toEqual([]);
  });

  it('drops the Idempotency-Key index of before modes, so a test and a live request may share a key', async () => {
    const keys = connection.collection('idempotencykeys');
    await keys.insertOne({ organisation: 'org', key: 'cle-1' });
    await keys.createIndex({ organisation: 1, key: 1 }, { unique: true });

    expect(await dropRetiredIndexes(connection)).toEqual(['idempotencykeys.organisation_1_key_1']);
    await expect(
      keys.insertOne({ organisation: 'org', key: 'cle-1', test: true }),
    ).resolves.toBeTruthy();
  });
});
