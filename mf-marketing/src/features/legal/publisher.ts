/**
 * The publisher of the site, as configured by default in the API (COMPANY_* keys of
 * api/src/config.ts). Shown on the legal pages; to be kept equal to the API's values.
 */
export const PUBLISHER = {
  name: 'Pré-état daté en ligne SAS',
  registration: 'SAS au capital de 10 000 € — RCS Paris 912 345 678',
  address: '10 rue de la Bourse, 75002 Paris',
} as const;
