export * from './envelope';
export * from './token-storage';
export * from './http';
export * from './session';
export * from './api-client';
export * from './endpoints/tracking';
export * from './endpoints/health';
export * from './endpoints/documents-public';
