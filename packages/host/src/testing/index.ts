export * from './fake-api';
export * from './hydrate-in-shell';
export * from './render-with-host';
