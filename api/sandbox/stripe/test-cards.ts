/** What the customer typed on the hosted checkout page. */
export interface CardForm {
  email: string;
  number: string;
  expiry: string;
  cvc: string;
  name: string;
}

export type CardField = keyof CardForm;

export type CardCheck =
  | { outcome: 'succeeded' }
  | { outcome: 'invalid'; errors: Partial<Record<CardField, string>> }
  | { outcome: 'declined'; code: string; declineCode: string; message: string };

/**
 * Stripe's documented test cards the sandbox knows: one that pays, two that are refused,
 * and one that can be saved but whose later charges are refused.
 */
const SUCCEEDS = '4242424242424242';
const SAVED_THEN_DECLINED = '4000000000000341';
const GENERIC_DECLINE = {
  declineCode: 'generic_decline',
  message: 'Votre carte a été refusée. Essayez avec une autre carte.',
};
const DECLINES: Record<string, { declineCode: string; message: string }> = {
  '4000000000000002': GENERIC_DECLINE,
  '4000000000009995': {
    declineCode: 'insufficient_funds',
    message: 'Votre carte ne dispose pas de fonds suffisants. Essayez avec une autre carte.',
  },
  [SAVED_THEN_DECLINED]: GENERIC_DECLINE,
};

export const TEST_CARD_HINT =
  'Carte de test : 4242 4242 4242 4242 (paiement accepté) ou 4000 0000 0000 0002 (carte refusée), toute date future, tout CVC.';
export const SAVED_CARD_HINT =
  'Carte de test : 4242 4242 4242 4242 (prélèvements acceptés) ou 4000 0000 0000 0341 (enregistrée, prélèvements refusés), toute date future, tout CVC.';

/** What the page does with the card: pay now (mode payment) or save it for later (mode setup). */
export type CardPurpose = 'payment' | 'setup';

const digitsOf = (number: string) => number.replace(/\s+/g, '');

function passesLuhn(digits: string): boolean {
  let sum = 0;
  [...digits].reverse().forEach((char, index) => {
    let digit = Number(char);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  });
  return sum % 10 === 0;
}

/** The expiry typed as 'MM / AA', or null when it is not one. */
export function parseExpiry(expiry: string): { month: number; year: number } | null {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry.trim());
  return match ? { month: Number(match[1]), year: 2000 + Number(match[2]) } : null;
}

function expiryError(expiry: string, now: Date): string | undefined {
  const parsed = parseExpiry(expiry);
  if (!parsed) return 'La date d’expiration est incomplète (MM / AA).';
  const { month, year } = parsed;
  if (month < 1 || month > 12) return 'Le mois d’expiration est incorrect.';
  const endOfMonth = new Date(Date.UTC(year, month, 1));
  if (endOfMonth <= now) return 'La date d’expiration de votre carte est dépassée.';
  return undefined;
}

/**
 * How a charge on that card number ends: a saved 4000 0000 0000 0341 is refused like
 * Stripe refuses it, off session as well as on the page.
 */
export function chargeOutcome(number: string): Exclude<CardCheck, { outcome: 'invalid' }> {
  const declined = DECLINES[digitsOf(number)];
  return declined
    ? { outcome: 'declined', code: 'card_declined', ...declined }
    : { outcome: 'succeeded' };
}

/**
 * Checks the form as Stripe's page does, then answers as the test card number says: paying
 * charges the card at once, saving it (setup) only checks it can be attached.
 */
export function checkCard(
  form: CardForm,
  now: Date = new Date(),
  purpose: CardPurpose = 'payment',
): CardCheck {
  const errors: Partial<Record<CardField, string>> = {};
  const digits = digitsOf(form.number);
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(form.email.trim()))
    errors.email = 'Adresse e-mail incorrecte.';
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits))
    errors.number = 'Le numéro de carte est incorrect.';
  else if (digits !== SUCCEEDS && !DECLINES[digits])
    errors.number = `Carte inconnue du bac à sable. ${purpose === 'setup' ? SAVED_CARD_HINT : TEST_CARD_HINT}`;
  const expiry = expiryError(form.expiry, now);
  if (expiry) errors.expiry = expiry;
  if (!/^\d{3,4}$/.test(form.cvc.trim())) errors.cvc = 'Le code de sécurité (CVC) est incorrect.';
  if (!form.name.trim()) errors.name = 'Indiquez le nom du titulaire de la carte.';
  if (Object.keys(errors).length > 0) return { outcome: 'invalid', errors };

  if (purpose === 'setup' && digits === SAVED_THEN_DECLINED) return { outcome: 'succeeded' };
  return chargeOutcome(digits);
}
