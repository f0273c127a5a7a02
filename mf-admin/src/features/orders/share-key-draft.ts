import { SHARE_KEY_MESSAGES, type ShareKey } from '@ped/domain';

/** A distribution key as the form holds it: general tantièmes, or a named key typed as text. */
export interface ShareKeyDraft {
  special: boolean;
  name: string;
  total: string;
  /** each sold lot's tantièmes in the key, as typed */
  lots: Record<string, string>;
}

export const GENERAL_KEY_DRAFT: ShareKeyDraft = { special: false, name: '', total: '', lots: {} };

export function shareKeyDraft(key: ShareKey | null | undefined): ShareKeyDraft {
  if (!key) return GENERAL_KEY_DRAFT;
  return {
    special: true,
    name: key.name,
    total: String(key.total),
    lots: Object.fromEntries(key.lots.map((l) => [l.lot, String(l.tantiemes)])),
  };
}

const whole = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : null);

/**
 * The key as the API takes it (null = general tantièmes), each sold lot listed; a total or
 * tantièmes that are no whole number are reported under `prefix` (`loan_key.total`).
 */
export function shareKeyValue(
  draft: ShareKeyDraft,
  lots: string[],
  prefix: string,
  errors: Record<string, string>,
): ShareKey | null {
  if (!draft.special) return null;
  const total = whole(draft.total);
  if (total === null) errors[`${prefix}.total`] = SHARE_KEY_MESSAGES.total;
  return {
    name: draft.name.trim(),
    total: total ?? 0,
    lots: lots.map((lot, index) => {
      const tantiemes = whole(draft.lots[lot] ?? '');
      if (tantiemes === null)
        errors[`${prefix}.lots.${index}.tantiemes`] = SHARE_KEY_MESSAGES.tantiemes;
      return { lot, tantiemes: tantiemes ?? 0 };
    }),
  };
}
