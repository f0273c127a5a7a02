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
  // API suites start a Fastify app on a real database in beforeAll: on a loaded 2-core CI
  // machine that alone can pass jest's 5 s default, which would fail tests that are right.
  testTimeout: 30000,
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
      testMatch: ['<rootDir>/test/**/*.test.ts'],
    },
  ],
};
