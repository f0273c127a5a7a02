/**
 * Cities with a documents page in the sitemap, by URL slug. Slugs drop accents and
 * spaces, so the proper name (accents, capitals) is kept here for the page to show.
 */
export const KNOWN_CITIES: Readonly<Record<string, string>> = {
  paris: 'Paris',
  marseille: 'Marseille',
  lyon: 'Lyon',
  toulouse: 'Toulouse',
  nice: 'Nice',
  nantes: 'Nantes',
  montpellier: 'Montpellier',
  strasbourg: 'Strasbourg',
  bordeaux: 'Bordeaux',
  lille: 'Lille',
  rennes: 'Rennes',
  reims: 'Reims',
  toulon: 'Toulon',
  'saint-etienne': 'Saint-Étienne',
  'le-havre': 'Le Havre',
  grenoble: 'Grenoble',
  dijon: 'Dijon',
  angers: 'Angers',
  nimes: 'Nîmes',
  villeurbanne: 'Villeurbanne',
  'clermont-ferrand': 'Clermont-Ferrand',
  'aix-en-provence': 'Aix-en-Provence',
  brest: 'Brest',
  tours: 'Tours',
  amiens: 'Amiens',
  limoges: 'Limoges',
  annecy: 'Annecy',
  perpignan: 'Perpignan',
  'boulogne-billancourt': 'Boulogne-Billancourt',
  metz: 'Metz',
  besancon: 'Besançon',
  orleans: 'Orléans',
  rouen: 'Rouen',
  caen: 'Caen',
  nancy: 'Nancy',
  versailles: 'Versailles',
  'la-rochelle': 'La Rochelle',
  cannes: 'Cannes',
  antibes: 'Antibes',
  avignon: 'Avignon',
};

/** Words a French place name keeps in lower case inside a compound name. */
const LOWER_CASE_WORDS = new Set([
  'en',
  'sur',
  'sous',
  'le',
  'la',
  'les',
  'de',
  'du',
  'des',
  'et',
  'lès',
  'aux',
  'au',
]);

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function isCitySlug(slug: string): boolean {
  return SLUG.test(slug);
}

/**
 * 'paris' -> 'Paris', 'saint-etienne' -> 'Saint-Étienne'. An unknown slug is still shown
 * decently ('chalons-en-champagne' -> 'Chalons-en-Champagne'); accents it lost stay lost.
 */
export function cityName(slug: string): string {
  const known = KNOWN_CITIES[slug];
  if (known) return known;
  return slug
    .split('-')
    .map((word, index) =>
      index > 0 && LOWER_CASE_WORDS.has(word) ? word : word.charAt(0).toUpperCase() + word.slice(1),
    )
    .join('-');
}
