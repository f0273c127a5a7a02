import { provideTestDatabase } from './test-database';

describe('the tests’ database', () => {
  it('is MONGODB_URI when the machine sets it: nothing is started', async () => {
    const start = jest.fn();
    const env = { MONGODB_URI: 'mongodb://db.interne:27017/' };
    await expect(provideTestDatabase(env, start)).resolves.toBeNull();
    expect(start).not.toHaveBeenCalled();
    expect(env.MONGODB_URI).toBe('mongodb://db.interne:27017/');
  });

  it('is a mongod of the run’s own otherwise, which the suites find in MONGODB_URI', async () => {
    const mongo = { uri: 'mongodb://127.0.0.1:41234/', stop: jest.fn() };
    const env: NodeJS.ProcessEnv = {};
    await expect(provideTestDatabase(env, async () => mongo)).resolves.toBe(mongo);
    expect(env.MONGODB_URI).toBe('mongodb://127.0.0.1:41234/');
  });

  it('stops the run with the one French line of `pnpm start` when no mongod can be had', async () => {
    const refused = async () => {
      throw new Error('getaddrinfo ENOTFOUND fastdl.mongodb.org');
    };
    const failure = await provideTestDatabase({}, refused).catch((error: Error) => error);
    expect(failure).toBeInstanceOf(Error);
    const { message, stack } = failure as Error;
    expect(message).toBe(
      'Base de données indisponible : définissez MONGODB_URI (ex. mongodb://127.0.0.1:27017/pre-etat-date) / database unavailable: set MONGODB_URI. (getaddrinfo ENOTFOUND fastdl.mongodb.org)',
    );
    expect(stack).toBe(message);
  });
});
