/**
 * The registre national des copropriétés (ANAH) numbers each copropriété with two letters and
 * seven digits (« AB1234567 »): what staff type is read the same way wherever it is checked.
 */
export const REGISTRATION_NUMBER_PATTERN = '^[A-Za-z]{2}[0-9]{7}$';

export const REGISTRATION_NUMBER_MESSAGES = {
  required: 'Le numéro d’immatriculation est requis',
  format:
    'Numéro d’immatriculation invalide : deux lettres et sept chiffres, comme sur le registre (exemple : AB1234567)',
} as const;

/** ' ab 123 4567 ' -> 'AB1234567': spaces are how people copy it, case is not meaningful. */
export function normaliseRegistrationNumber(input: string): string {
  return input.replace(/\s+/g, '').toUpperCase();
}

export function isRegistrationNumber(input: string): boolean {
  return new RegExp(REGISTRATION_NUMBER_PATTERN).test(normaliseRegistrationNumber(input));
}

/** The French message for what staff typed, or null when it is a registration number. */
export function registrationNumberError(input: string): string | null {
  if (!input.trim()) return REGISTRATION_NUMBER_MESSAGES.required;
  return isRegistrationNumber(input) ? null : REGISTRATION_NUMBER_MESSAGES.format;
}
