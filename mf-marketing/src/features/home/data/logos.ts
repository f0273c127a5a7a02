/**
 * Agencies, notaries' offices and property managers shown in the scrolling band (14,
 * docs/product.md §2.7). Drawn as simple monogram logos: no external image is loaded.
 */
export const PARTNER_LOGOS: readonly string[] = [
  'Agence du Parc',
  'Étude Marceau',
  'Immo Horizon',
  'Cabinet Verdier',
  'Les Toits de Loire',
  'Notaires du Rhône',
  'Atlantique Gestion',
  'Maison & Quartier',
  'Syndic Clémence',
  'Provence Habitat',
  'Alpes Transactions',
  'Étude Saint-Michel',
  'Nord Immobilier',
  'Océane Conseil',
];
