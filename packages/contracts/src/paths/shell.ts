/** Paths the shell renders itself: they must work even when every remote is down. */
export const SHELL_PATHS = { notFound: '/page-introuvable', sso: '/sso', pro: '/pro' } as const;
