import { normaliseEmail } from './validators';

export interface PartnerTheme {
  key: string;
  name: string;
  /** e-mail suffixes: '@domain' for the network's own addresses, '.domain' for agency sub-domains */
  emailPatterns: string[];
  enabled: boolean;
  palette: { primary: string; primaryHover: string; accent: string };
  image: string;
}

/** docs/product.md §1.4: one partner, century21, enabled and matched on two site patterns. */
export const PARTNERS: PartnerTheme[] = [
  {
    key: 'century21',
    name: 'Century 21',
    emailPatterns: ['@century21.fr', '.century21.fr'],
    enabled: true,
    // the network's gold and dark grey
    palette: { primary: '#BEAF87', primaryHover: '#A3946B', accent: '#252526' },
    image: '/images/partners/century21.svg',
  },
];

/** The enabled partner whose pattern ends the e-mail address (case-insensitive), or null. */
export function partnerForEmail(
  email: string | null | undefined,
  partners: readonly PartnerTheme[] = PARTNERS,
): PartnerTheme | null {
  const address = email ? normaliseEmail(email) : '';
  if (!address || !address.includes('@')) return null;
  return (
    partners.find(
      (p) =>
        p.enabled &&
        p.emailPatterns.some((pattern) => pattern && address.endsWith(pattern.toLowerCase())),
    ) ?? null
  );
}
