// @ts-check
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * How mf-marketing writes a city in its URLs: accents dropped, lower case, words joined by
 * hyphens (« Châlons-en-Champagne » -> chalons-en-champagne, « L'Haÿ-les-Roses » ->
 * l-hay-les-roses).
 * @param {string} name
 */
export const citySlug = (name) =>
  name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * Every French commune as a URL slug, from the official list (Etalab's découpage
 * administratif, COG): the static server tells a city page from a made-up one by it, and
 * answers 404 for the latter (ADR 042). Read once at start, in the server only: the browser
 * never downloads the list.
 * @returns {Set<string>}
 */
export function communeSlugs() {
  /** @type {Array<{ nom: string; type: string }>} */
  const communes = require('@etalab/decoupage-administratif/data/communes.json');
  return new Set(
    communes.filter((commune) => commune.type === 'commune-actuelle').map((c) => citySlug(c.nom)),
  );
}
