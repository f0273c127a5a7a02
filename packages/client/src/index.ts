// The runtime (HTTP, tokens, session, the configured client) is one shared instance that the
// shell provides; the endpoints below are bundled by each frontend that calls them
// (docs/decisions/085-versioned-shared-runtime.md).
export * from '@ped/client-runtime';
export * from './endpoints/tracking';
export * from './endpoints/health';
export * from './endpoints/documents-public';
export * from './endpoints/catalog';
export * from './endpoints/account';
export * from './endpoints/users';
export * from './endpoints/billing';
export * from './endpoints/sso';
export * from './endpoints/invoices';
export * from './endpoints/settings';
export * from './endpoints/api-keys';
export * from './endpoints/webhooks';
export * from './endpoints/orders';
export * from './endpoints/resources';
export * from './endpoints/documents';
export * from './endpoints/admin-accounts';
export * from './endpoints/notary-space';
