/**
 * The account area's categories (SPEC §2: title, url, icon come from configuration).
 * Adding a page to the navigation is one line here.
 */
export interface AccountCategory {
  title: string;
  url: string;
  /** a decorative glyph, hidden from assistive technologies */
  icon: string;
}

export const ACCOUNT_CATEGORIES: readonly AccountCategory[] = [
  { title: 'Paramètres', url: '/mon-compte-professionnel/parametres', icon: '⚙' },
  { title: 'Facturation', url: '/mon-compte-professionnel/encours', icon: '€' },
  { title: 'Plans', url: '/mon-compte-professionnel/plans', icon: '★' },
];
