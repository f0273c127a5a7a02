/**
 * The account area's categories (SPEC §2: title, url, icon come from configuration): the
 * layout's navigation and the tiles of Accueil. Adding a page to both is one line here.
 */
export interface AccountCategory {
  title: string;
  url: string;
  /** a decorative glyph, hidden from assistive technologies */
  icon: string;
  /** what the Accueil tile says the page is for */
  summary: string;
}

export const PRO_HOME_PATH = '/mon-compte-professionnel/';

export const ACCOUNT_CATEGORIES: readonly AccountCategory[] = [
  {
    title: 'Accueil',
    url: PRO_HOME_PATH,
    icon: '⌂',
    summary: 'Les commandes de votre organisation.',
  },
  {
    title: 'Mon Compte',
    url: '/mon-compte-professionnel/mon-compte',
    icon: '☺',
    summary: 'Votre identité, votre mot de passe et vos autres comptes.',
  },
  {
    title: 'Paramètres',
    url: '/mon-compte-professionnel/parametres',
    icon: '⚙',
    summary: 'L’adresse de facturation par défaut et vos clés d’API.',
  },
  {
    title: 'Facturation',
    url: '/mon-compte-professionnel/encours',
    icon: '€',
    summary: 'Commandes à régler, cartes enregistrées et factures.',
  },
  {
    title: 'Collaborateurs',
    url: '/mon-compte-professionnel/utilisateurs',
    icon: '⚇',
    summary: 'Invitez vos collaborateurs à commander avec vous.',
  },
  {
    title: 'Plans',
    url: '/mon-compte-professionnel/plans',
    icon: '★',
    summary: 'Comparez les formules et gérez votre abonnement.',
  },
];
