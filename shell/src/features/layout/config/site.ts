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
  proSettings: '/mon-compte-professionnel/parametres',
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
