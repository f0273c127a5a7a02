import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { featureBoundaries } from './tools/eslint-rules/feature-boundaries.mjs';
import { apiLayers } from './tools/eslint-rules/api-layers.mjs';
import { orderStateWriter } from './tools/eslint-rules/order-state-writer.mjs';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/dist-prerender/**',
      '**/node_modules/**',
      '**/coverage/**',
      '**/test-results/**',
      'e2e/.results/**',
      '**/.data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.jest } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      // Features and remotes meet only through the shell's contracts and @ped/* packages.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/mf-*/**', '../../mf-*', '@ped/mf-*'],
              message: 'Un remote ne doit pas importer un autre remote : passer par @ped/*.',
            },
          ],
        },
      ],
    },
  },
  {
    // React lives in the frontends and the packages they share; the API, the journeys and
    // the scripts have none (the compiler-based hook rules were half of the lint's time there)
    files: ['shell/**', 'mf-*/**', 'packages/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Inside each frontend, features stay apart; src/app/ composes them (bulletproof-react).
    files: ['shell/src/**', 'mf-*/src/**'],
    plugins: { local: { rules: { 'feature-boundaries': featureBoundaries } } },
    rules: { 'local/feature-boundaries': 'error' },
  },
  {
    // A frontend's test answers the API at the HTTP level (fakeApi of @ped/host/testing): the
    // real endpoint functions run, so their URLs, bodies and errors are under test too.
    files: ['shell/src/**/*.test.*', 'mf-*/src/**/*.test.*', 'packages/*/src/**/*.test.*'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.object.name='jest'][callee.property.name=/^(mock|doMock)$/][arguments.0.value='@ped/client']",
          message:
            'Ne pas remplacer @ped/client : répondre aux requêtes avec fakeApi() de @ped/host/testing.',
        },
      ],
    },
  },
  {
    // In the API, routes → services → lib and models; nothing below reaches back up.
    files: ['api/src/**'],
    plugins: {
      layers: { rules: { 'api-layers': apiLayers, 'order-state-writer': orderStateWriter } },
    },
    rules: { 'layers/api-layers': 'error', 'layers/order-state-writer': 'error' },
  },
  {
    // the one writer of an order's state (ADR 075)
    files: ['api/src/services/orders/transition.ts'],
    rules: { 'layers/order-state-writer': 'off' },
  },
);
