import { formatTantiemes } from './lot-shares';

/**
 * How a copropriété amount is split between lots. By default a lot bears it by its general
 * tantièmes over the total of the état descriptif; the règlement may name a special key
 * (« bâtiment A », « ascenseur »), and a collective loan is shared only between the lots that
 * took part in it (art. 26-4 of the loi of 10 July 1965): their tantièmes over the total of
 * the participants. A named key gives each sold lot's tantièmes in it and its total.
 */
export interface ShareKey {
  name: string;
  total: number;
  lots: Array<{ lot: string; tantiemes: number }>;
}

/** A sold lot with its general tantièmes (null when not known). */
export interface LotTantiemes {
  number: string;
  tantiemes: number | null;
  totalTantiemes: number | null;
}

export interface LotKeyShare {
  tantiemes: number;
  total: number;
  /** « tantièmes généraux » or the special key's name, as printed beside the computation */
  name: string;
}

export const GENERAL_KEY_NAME = 'tantièmes généraux';

/**
 * The lot's tantièmes in the key and the key's total: the named key's when given, else the
 * lot's general ones; null when not known (or when the lot is not in the named key).
 */
export function lotKeyShare(
  lot: LotTantiemes,
  key: ShareKey | null | undefined,
): LotKeyShare | null {
  if (key) {
    const inKey = key.lots.find((l) => l.lot === lot.number);
    return inKey && key.total > 0
      ? { tantiemes: inKey.tantiemes, total: key.total, name: key.name }
      : null;
  }
  if (lot.tantiemes === null || !lot.totalTantiemes) return null;
  return { tantiemes: lot.tantiemes, total: lot.totalTantiemes, name: GENERAL_KEY_NAME };
}

/** « 245 / 10 000 (tantièmes généraux) »: the share as the checks and the document print it. */
export const describeKeyShare = (share: LotKeyShare) =>
  `${formatTantiemes(share.tantiemes, share.total)} (${share.name})`;

export const SHARE_KEY_MESSAGES = {
  name: 'Nommez la clé (« bâtiment A », « participants à l’emprunt »…)',
  total: 'Le total de la clé doit être un nombre entier positif',
  tantiemes: 'Les tantièmes d’un lot sont un nombre entier positif ou nul, au plus le total',
  unknownLot: 'Ce lot n’est pas un lot de la vente',
} as const;

/**
 * Errors of a named key, by field (`name`, `total`, `lots.0.tantiemes`…): a name, a whole
 * positive total, and for each lot of the sale listed whole tantièmes within the total.
 */
export function validateShareKey(key: ShareKey, lotNumbers: string[]): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!key.name.trim()) errors.name = SHARE_KEY_MESSAGES.name;
  if (!Number.isInteger(key.total) || key.total <= 0) errors.total = SHARE_KEY_MESSAGES.total;
  key.lots.forEach((entry, index) => {
    if (!lotNumbers.includes(entry.lot))
      errors[`lots.${index}.lot`] = SHARE_KEY_MESSAGES.unknownLot;
    if (
      !Number.isInteger(entry.tantiemes) ||
      entry.tantiemes < 0 ||
      (Number.isInteger(key.total) && entry.tantiemes > key.total)
    )
      errors[`lots.${index}.tantiemes`] = SHARE_KEY_MESSAGES.tantiemes;
  });
  return errors;
}
