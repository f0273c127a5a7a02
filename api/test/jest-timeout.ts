// API suites start a Fastify app on a real database in beforeAll: on a loaded 2-core CI
// machine that alone can pass jest's 5 s default. Every other project keeps that default.
jest.setTimeout(30_000);
