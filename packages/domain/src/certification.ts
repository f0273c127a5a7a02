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

/** Where the printed figures come from, counted (a figure « Non communiqué » counts for none). */
export interface PrintedSources {
  /** read in a document of the copropriété, or entered by staff */
  checked: number;
  /** the seller's form, nobody checked them against a document */
  seller: number;
  /** documents of the copropriété cited by the document */
  documents: number;
}

/**
 * The « Mode d’établissement » printed in the certification block: what was actually done,
 * from the sources of the figures printed. A document finished with no document and no
 * figure never says its amounts were read and checked in the copropriété's documents.
 */
export function certificationStatement(mode: CertificationMode, sources: PrintedSources): string {
  if (mode === 'seller-declaration') return CERTIFICATION_MODE_STATEMENTS[mode];
  const { checked, seller, documents } = sources;
  if (checked + seller === 0)
    return 'Aucun montant n’a été communiqué au rédacteur ni relevé dans un document de la copropriété : les montants figurent « Non communiqué ». Les contrôles ci-dessous portent sur les dates et les mentions.';
  if (checked === 0)
    return 'Les montants reprennent la seule déclaration du vendeur : le rédacteur en a contrôlé la cohérence (tantièmes, totaux, dates) sans document de la copropriété qui les justifie.';
  const read =
    documents > 0
      ? 'Les montants ont été relevés et contrôlés par le rédacteur dans les documents de la copropriété cités par le pré-état daté'
      : 'Les montants ont été saisis et contrôlés par le rédacteur, sans document de la copropriété cité à leur appui';
  return seller > 0
    ? `${read}, sauf ceux dont la source est « Déclaration du vendeur », repris du formulaire du vendeur sans document qui les justifie.`
    : `${read}.`;
}

/** « K7M2Q-X9PTR » : a verification code as printed, in two halves easier to copy. */
export const printedVerificationCode = (code: string) => `${code.slice(0, 5)}-${code.slice(5)}`;

/** The code as typed by a reader: case, spaces and the dash do not matter. */
export const normalizeVerificationCode = (typed: string) =>
  typed.toUpperCase().replace(/[^0-9A-Z]/g, '');
