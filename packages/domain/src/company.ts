/**
 * The company behind the site, written once: the footer, the legal notice, the CGV, the
 * invoices, the e-mails and the pré-état daté all name it from here (issue 17: the site
 * named two companies at two addresses under one RCS number).
 */
export const COMPANY = {
  /** the name customers know the service by */
  brand: 'Pré-état daté en ligne',
  legalName: 'Pré-état daté en ligne SAS',
  legalForm: 'SAS',
  capital: '10 000 €',
  street: '10 rue de la Bourse',
  zipcode: '75002',
  city: 'Paris',
  rcs: 'RCS Paris 912 345 678',
  siren: '912 345 678',
  vat: 'FR 42 912345678',
  publicationDirector: 'Claire Martin',
} as const;

/** « 10 rue de la Bourse, 75002 Paris » */
export const COMPANY_ADDRESS = `${COMPANY.street}, ${COMPANY.zipcode} ${COMPANY.city}`;

/** « SAS au capital de 10 000 € — RCS Paris 912 345 678 » */
export const COMPANY_REGISTRATION = `${COMPANY.legalForm} au capital de ${COMPANY.capital} — ${COMPANY.rcs}`;
