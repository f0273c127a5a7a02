const HOME = '/mon-compte-professionnel';

/** mf-pro-account's pages, all under one family (docs/product.md §2.5). */
export const PRO_ACCOUNT_PATHS = {
  home: HOME,
  login: `${HOME}/connexion`,
  signup: `${HOME}/creation`,
  forgotPassword: `${HOME}/mot-de-passe-oublie`,
  thanks: `${HOME}/merci`,
  profile: `${HOME}/mon-compte`,
  settings: `${HOME}/parametres`,
  billing: `${HOME}/encours`,
  users: `${HOME}/utilisateurs`,
  plans: `${HOME}/plans`,
  /** the integrators' documentation of /api/v1: public */
  api: `${HOME}/api`,
} as const;
