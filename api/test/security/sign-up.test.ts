import type { FastifyInstance } from 'fastify';
import { jobModel } from '../../src/models/job';
import { MAIL_RETRY_JOB } from '../../src/plugins/app/mail-queue';
import { TEST_PASSWORD } from '../helpers/accounts';
import { createTestApp } from '../helpers/test-app';

const signUp = (app: FastifyInstance, email: string, remoteAddress = '198.51.100.20') =>
  app.inject({
    method: 'POST',
    url: '/account/',
    remoteAddress,
    payload: { email, password: TEST_PASSWORD, organisation: 'Agence test' },
  });

/** Issue 16, findings 6 and 8: account creation is throttled and survives a mail failure. */
describe('account creation', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    // nothing listens on port 9: every mail fails to leave
    app = await createTestApp({
      SMTP_URL: 'smtp://127.0.0.1:9',
      SIGNUP_RATE_LIMIT_PER_IP: '3',
      SCHEDULER_ENABLED: 'false',
    });
  });
  afterAll(async () => {
    await app.close();
  });

  it('creates the account when SMTP fails and queues the validation mail for a retry', async () => {
    const response = await signUp(app, 'smtp-en-panne@signup.test', '198.51.100.1');
    expect(response.statusCode).toBe(200);
    const job = await jobModel(app.mongoose.connection).findOne({ name: MAIL_RETRY_JOB }).lean();
    expect(job?.data).toMatchObject({ to: 'smtp-en-panne@signup.test' });
  });

  it('refuses a fourth account from the same address within the hour', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 4; n += 1)
      statuses.push((await signUp(app, `rafale-${n}@signup.test`)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    // another address is not affected
    expect((await signUp(app, 'ailleurs@signup.test', '198.51.100.99')).statusCode).toBe(200);
  });
});
