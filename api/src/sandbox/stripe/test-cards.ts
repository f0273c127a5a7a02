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

/** Stripe's documented test cards the sandbox knows: one that pays, two that are refused. */
const SUCCEEDS = '4242424242424242';
const DECLINES: Record<string, { declineCode: string; message: string }> = {
  '4000000000000002': { declineCode: 'generic_decline', message: 'Votre carte a été refusée. Essayez avec une autre carte.' },
  '4000000000009995': { declineCode: 'insufficient_funds', message: 'Votre carte ne dispose pas de fonds suffisants. Essayez avec une autre carte.' },
};

export const TEST_CARD_HINT = 'Carte de test : 4242 4242 4242 4242 (paiement accepté) ou 4000 0000 0000 0002 (carte refusée), toute date future, tout CVC.';

function passesLuhn(digits: string): boolean {
  let sum = 0;
  [...digits].reverse().forEach((char, index) => {
    let digit = Number(char);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  });
  return sum % 10 === 0;
}

function expiryError(expiry: string, now: Date): string | undefined {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry.trim());
  if (!match) return 'La date d’expiration est incomplète (MM / AA).';
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return 'Le mois d’expiration est incorrect.';
  const endOfMonth = new Date(Date.UTC(year, month, 1));
  if (endOfMonth <= now) return 'La date d’expiration de votre carte est dépassée.';
  return undefined;
}

/** Checks the form as Stripe's page does, then answers as the test card number says. */
export function checkCard(form: CardForm, now: Date = new Date()): CardCheck {
  const errors: Partial<Record<CardField, string>> = {};
  const digits = form.number.replace(/\s+/g, '');
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(form.email.trim())) errors.email = 'Adresse e-mail incorrecte.';
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) errors.number = 'Le numéro de carte est incorrect.';
  else if (digits !== SUCCEEDS && !DECLINES[digits]) errors.number = `Carte inconnue du bac à sable. ${TEST_CARD_HINT}`;
  const expiry = expiryError(form.expiry, now);
  if (expiry) errors.expiry = expiry;
  if (!/^\d{3,4}$/.test(form.cvc.trim())) errors.cvc = 'Le code de sécurité (CVC) est incorrect.';
  if (!form.name.trim()) errors.name = 'Indiquez le nom du titulaire de la carte.';
  if (Object.keys(errors).length > 0) return { outcome: 'invalid', errors };

  const declined = DECLINES[digits];
  if (declined) return { outcome: 'declined', code: 'card_declined', ...declined };
  return { outcome: 'succeeded' };
}
