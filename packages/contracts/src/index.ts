export * from './store-registry';
export * from './shell-state';
export * from './shell-actions';
export * from './remotes';
export * from './account-gate';
export * from './runtime-config';
export * from './paths';
export * from './page-meta';
