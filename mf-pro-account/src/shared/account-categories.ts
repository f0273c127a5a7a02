import { PRO_ACCOUNT_PATHS } from '@ped/contracts/paths';
import type { Session } from '@ped/domain';

/**
 * The account area's categories (docs/product.md §2.5: title, url, icon come from configuration): the
 * layout's navigation and the tiles of Accueil. Adding a page to both is one line here.
 */
export interface AccountCategory {
  title: string;
  url: string;
  /** a decorative glyph, hidden from assistive technologies */
  icon: string;
  /** what the Accueil tile says the page is for */
  summary: string;
  /**
   * the page is about an organisation (its settings, members, plan): an account without one
   * (a private customer, the platform's staff) is not offered it
   */
  organisationOnly?: true;
  /** the tile's summary for an account without an organisation, when the page shows it less */
  summaryWithoutOrganisation?: string;
}

/** the home with its trailing slash, the address the area's links show */
export const PRO_HOME_PATH = `${PRO_ACCOUNT_PATHS.home}/`;

export const ACCOUNT_CATEGORIES: readonly AccountCategory[] = [
  {
    title: 'Accueil',
    url: PRO_HOME_PATH,
    icon: '⌂',
    summary: 'Les commandes de votre organisation.',
  },
  {
    title: 'Mon Compte',
    url: PRO_ACCOUNT_PATHS.profile,
    icon: '☺',
    summary: 'Votre identité, votre mot de passe et vos autres comptes.',
  },
  {
    title: 'Paramètres',
    organisationOnly: true,
    url: PRO_ACCOUNT_PATHS.settings,
    icon: '⚙',
    summary: 'L’adresse de facturation par défaut et vos clés d’API.',
  },
  {
    title: 'Facturation',
    url: PRO_ACCOUNT_PATHS.billing,
    icon: '€',
    summary: 'Commandes à régler, cartes enregistrées et factures.',
    summaryWithoutOrganisation: 'Vos commandes à régler et vos factures.',
  },
  {
    title: 'Collaborateurs',
    organisationOnly: true,
    url: PRO_ACCOUNT_PATHS.users,
    icon: '⚇',
    summary: 'Invitez vos collaborateurs à commander avec vous.',
  },
  {
    title: 'API',
    organisationOnly: true,
    url: PRO_ACCOUNT_PATHS.api,
    icon: '⇄',
    summary: 'Commandez depuis votre logiciel : la documentation de l’API et des webhooks.',
  },
  {
    title: 'Plans',
    organisationOnly: true,
    url: PRO_ACCOUNT_PATHS.plans,
    icon: '★',
    summary: 'Comparez les formules et gérez votre abonnement.',
  },
];

/** The categories the signed-in account is offered: the organisation's pages only to its members. */
export function categoriesFor(session: Session | null): readonly AccountCategory[] {
  if (session?.organisation) return ACCOUNT_CATEGORIES;
  return ACCOUNT_CATEGORIES.filter((category) => !category.organisationOnly).map((category) => ({
    ...category,
    summary: category.summaryWithoutOrganisation ?? category.summary,
  }));
}
