/** How a delivered pré-état daté's figures were established: checked by staff, or the seller's word alone (Libre). */
export type CertificationMode = 'verified' | 'seller-declaration';

/**
 * What the certification block of the document and the public verification page say of
 * each mode: the same sentence on paper and on screen.
 */
export const CERTIFICATION_MODE_STATEMENTS: Record<CertificationMode, string> = {
  verified:
    'Les montants ont été relevés et contrôlés par le rédacteur dans les documents de la copropriété cités par le pré-état daté.',
  'seller-declaration':
    'Document établi sur la seule déclaration du vendeur, sans vérification par le rédacteur.',
};

/** « K7M2Q-X9PTR » : a verification code as printed, in two halves easier to copy. */
export const printedVerificationCode = (code: string) => `${code.slice(0, 5)}-${code.slice(5)}`;

/** The code as typed by a reader: case, spaces and the dash do not matter. */
export const normalizeVerificationCode = (typed: string) =>
  typed.toUpperCase().replace(/[^0-9A-Z]/g, '');
