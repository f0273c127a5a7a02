import { MARKETING_PATHS, ORDER_FLOW_SHORT_PATH, PRO_ACCOUNT_PATHS } from '@ped/contracts/paths';

/** Opening hours of the phone line (docs/product.md §2.6). */
export const PHONE_HOURS = 'Du lundi au vendredi de 9 h à 19 h';
export const PHONE_HOURS_SHORT = 'lun.–ven. 9 h à 19 h';
export const PHONE_NOTE = 'Appel gratuit';

export const DEFAULT_COMMUNITY_URL = 'https://www.linkedin.com/company/pre-etat-date-en-ligne';

/** The pages the header and footer link to, as the remotes publish them (@ped/contracts). */
export const PATHS = {
  home: MARKETING_PATHS.home,
  preEtatDate: ORDER_FLOW_SHORT_PATH,
  pros: MARKETING_PATHS.professionals,
  proLogin: PRO_ACCOUNT_PATHS.login,
  legal: MARKETING_PATHS.legalNotice,
  cgv: MARKETING_PATHS.terms,
  help: MARKETING_PATHS.help,
  faq: MARKETING_PATHS.faq,
  schedule: MARKETING_PATHS.schedule,
  whatIs: MARKETING_PATHS.whatIs,
  documents: MARKETING_PATHS.documents,
  free: MARKETING_PATHS.freeTemplate,
  accounting: MARKETING_PATHS.accounting,
} as const;
