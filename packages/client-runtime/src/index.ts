export * from './envelope';
export * from './token-storage';
export * from './http';
export * from './session';
export * from './api-client';
