import os from 'node:os';
// One jest run for the whole workspace: each package is a project with its own environment.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

// ESM-only dependencies that jest (CommonJS) must compile like our own code.
const ESM_ONLY = ['cookie', 'pdfjs-dist'];

const base = {
  transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
  transformIgnorePatterns: [`/node_modules/\\.pnpm/(?!(${ESM_ONLY.join('|')})@)`],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'json'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
};

const frontend = (dir) => ({
  ...base,
  displayName: dir,
  rootDir: `<rootDir>/${dir}`,
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: [
    '<rootDir>/../jest.setup.dom.ts'.replace(
      '<rootDir>/../',
      new URL('.', import.meta.url).pathname,
    ),
  ],
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
});

export default {
  // every core (jest's default leaves one idle: a single worker on the 2-core CI machine);
  // past 4, each worker's copy of the API costs more memory than it saves time
  maxWorkers: Math.min(os.availableParallelism(), 4),
  projects: [
    {
      ...base,
      displayName: 'domain',
      rootDir: '<rootDir>/packages/domain',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/src/**/*.test.ts'],
    },
    {
      ...base,
      displayName: 'client',
      rootDir: '<rootDir>/packages/client',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/src/**/*.test.ts'],
    },
    {
      ...base,
      displayName: 'federation',
      rootDir: '<rootDir>/packages/federation',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/src/**/*.test.mjs'],
    },
    {
      ...base,
      displayName: 'tools',
      rootDir: '<rootDir>/tools',
      testEnvironment: 'node',
      // tools/eslint-rules runs under node --test (package.json test:unit)
      testMatch: ['<rootDir>/docs-citations/**/*.test.mjs'],
    },
    frontend('packages/ui'),
    frontend('packages/contracts'),
    frontend('packages/host'),
    frontend('shell'),
    frontend('mf-marketing'),
    frontend('mf-ordering'),
    frontend('mf-pro-account'),
    frontend('mf-admin'),
    {
      ...base,
      displayName: 'api',
      rootDir: '<rootDir>/api',
      testEnvironment: 'node',
      // MONGODB_URI, or a mongod of the run's own (api/test/database/test-database.ts)
      globalSetup: '<rootDir>/test/global-setup.ts',
      globalTeardown: '<rootDir>/test/global-teardown.ts',
      testMatch: ['<rootDir>/test/**/*.test.ts'],
      // 30 s for the API's suites only (jest's testTimeout is global: a project's is ignored)
      setupFilesAfterEnv: ['<rootDir>/test/jest-timeout.ts'],
    },
  ],
};
