/**
 * The company behind the site, in one place: the footer, the legal notice of the header's
 * phone line and anything else that names it read from here.
 */
export const COMPANY = {
  brand: 'Pré-état daté en ligne',
  legalName: 'Pré-État Daté Services',
  legalForm: 'SAS',
  capital: '10 000 €',
  address: '10 rue de la Paix, 75002 Paris',
  rcs: 'RCS Paris 912 345 678',
  siren: '912 345 678',
  vat: 'FR 42 912345678',
  publicationDirector: 'Claire Martin',
} as const;

/** Opening hours of the phone line (SPEC §2 "Layout"). */
export const PHONE_HOURS = 'Du lundi au vendredi de 9 h à 19 h';
export const PHONE_HOURS_SHORT = 'lun.–ven. 9 h à 19 h';
export const PHONE_NOTE = 'Appel gratuit';

export const DEFAULT_COMMUNITY_URL = 'https://www.linkedin.com/company/pre-etat-date-en-ligne';

export const PATHS = {
  home: '/',
  preEtatDate: '/pre-etat-date',
  pros: '/professionnels-de-l-immobilier',
  proLogin: '/mon-compte-professionnel/connexion',
  proHome: '/mon-compte-professionnel',
  proSettings: '/mon-compte-professionnel/parametres',
  upgrade: '/mon-compte-professionnel/encours',
  legal: '/mentions-legales',
  cgv: '/conditions-generales-de-vente',
  help: '/contact-aide-pre-etat-date',
  faq: '/aide/questions-reponses-sur-le-pre-etat-date',
  schedule: '/aide/nos-horaires',
  whatIs: '/le-pre-etat-date-c-est-quoi',
  documents: '/documents-pre-etat-date',
  free: '/pre-etat-date-gratuit',
  accounting: '/gestion-administratif-comptable',
  notFound: '/page-introuvable',
} as const;
