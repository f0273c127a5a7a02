export * from './injectable-store';
export * from './HostProviders';
export * from './standalone';
export * from './RequireProAccount';
export * from './lazy-named';
export * from './page-data';
