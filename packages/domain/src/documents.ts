import { formatDateInFull } from './format';
export type DocType = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10;

/** Register document types, labels exactly as docs/product.md §3.4. */
export const DOC_TYPES: Record<DocType, string> = {
  1: 'Fiche Synthétique',
  2: 'Procès-Verbal (PVs)',
  3: 'Règlement de Copropriété',
  4: 'Diagnostic',
  5: 'Diagnostic Amiante',
  6: 'Diagnostic Plomb',
  7: 'Carnet Entretien',
  8: 'Plans',
  9: 'Immatriculation',
  10: 'Autre',
};

export const DOC_TYPE_VALUES: readonly DocType[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

export function isDocType(n: unknown): n is DocType {
  return typeof n === 'number' && (DOC_TYPE_VALUES as readonly number[]).includes(n);
}

/** '' for an unknown type so that a bad row never breaks a table. */
export function docTypeLabel(n: number): string {
  return isDocType(n) ? DOC_TYPES[n] : '';
}

const OTHER_DOCTYPE = 10 as const;
const KIND_MAX = 60;

/**
 * What a document is, for a reader of the pré-état daté: its register type, or for « Autre »
 * the kind its comment names (« Appel de fonds », « Arrêté municipal »), which says more.
 */
export function documentKind(doctype: number | null | undefined, comment?: string | null): string {
  const named = comment?.trim();
  if (doctype === OTHER_DOCTYPE && named) return named.slice(0, KIND_MAX);
  return docTypeLabel(doctype ?? 0);
}

/**
 * What a seller holds besides the copropriété's register (their calls for funds, their
 * account statement, the accounts sent with the AG's notice): no register type of their own,
 * they are filed as « Autre » with their kind as comment, as the reader files them.
 */
export const SELLER_DOCUMENT_KINDS = [
  'Appel de fonds',
  'Relevé de compte copropriétaire',
  'Annexes comptables',
] as const;
export type SellerDocumentKind = (typeof SELLER_DOCUMENT_KINDS)[number];

/** The kind a label starts with (« Annexes comptables (comptes de l’exercice) »), or null. */
export function sellerDocumentKind(label: string | null | undefined): SellerDocumentKind | null {
  const text = label?.trim().toLowerCase() ?? '';
  return SELLER_DOCUMENT_KINDS.find((kind) => text.startsWith(kind.toLowerCase())) ?? null;
}

/** The seller's list of types: the register's, and their own documents before « Autre ». */
export const SELLER_DOCUMENT_CHOICES: ReadonlyArray<{ value: string; label: string }> = [
  ...DOC_TYPE_VALUES.filter((value) => value !== OTHER_DOCTYPE).map((value) => ({
    value: String(value),
    label: DOC_TYPES[value],
  })),
  ...SELLER_DOCUMENT_KINDS.map((kind) => ({ value: kind, label: kind })),
  { value: String(OTHER_DOCTYPE), label: DOC_TYPES[OTHER_DOCTYPE] },
];

/**
 * The choice that shows a stored type: for « Autre », the seller's kind its comment or its
 * reading names (the first of `labels` that names one); '' when no type is known.
 */
export function sellerDocumentChoice(
  doctype: number | null | undefined,
  ...labels: Array<string | null | undefined>
): string {
  if (!isDocType(doctype)) return '';
  if (doctype !== OTHER_DOCTYPE) return String(doctype);
  return labels.map(sellerDocumentKind).find(Boolean) ?? String(OTHER_DOCTYPE);
}

/** What a choice of the seller's list stores: its type, and the seller's kind it names. */
export function sellerChoiceType(choice: string): {
  doctype: DocType;
  kind: SellerDocumentKind | null;
} | null {
  const kind = sellerDocumentKind(choice);
  if (kind) return { doctype: OTHER_DOCTYPE, kind };
  const doctype = Number(choice);
  return isDocType(doctype) ? { doctype, kind: null } : null;
}

export const DOCUMENT_FORM_MESSAGES = {
  doctype: 'Le type de document est requis',
  delivered: 'La date est requise',
  url: 'Un fichier doit être téléchargé',
  mimetype: 'Le type MIME du fichier est requis',
} as const;

export const UPLOAD_IN_PROGRESS_MESSAGE = 'Téléchargement en cours...';

/** docs/product.md §5.1: the file input accepts PDF and images. */
export const ACCEPTED_UPLOAD_MIME_TYPES: readonly string[] = [
  'application/pdf',
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/heic',
  'image/tiff',
];

/** Value for an <input type="file" accept>. */
export const ACCEPTED_UPLOAD_ACCEPT_ATTRIBUTE = ACCEPTED_UPLOAD_MIME_TYPES.join(',');

export function isAcceptedUploadMimeType(mimetype: string): boolean {
  return ACCEPTED_UPLOAD_MIME_TYPES.includes(mimetype.trim().toLowerCase().split(';')[0] ?? '');
}

export interface DocumentFormValues {
  doctype?: number | null;
  delivered?: string | null;
  comment?: string | null;
  url?: string | null;
  mimetype?: string | null;
}

/** The document form (docs/product.md §5.1); field -> French message, empty when valid. */
export function validateDocumentForm(values: DocumentFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!isDocType(values.doctype)) errors.doctype = DOCUMENT_FORM_MESSAGES.doctype;
  if (!values.delivered || Number.isNaN(new Date(values.delivered).getTime()))
    errors.delivered = DOCUMENT_FORM_MESSAGES.delivered;
  if (!values.url?.trim()) errors.url = DOCUMENT_FORM_MESSAGES.url;
  if (!values.mimetype?.trim()) errors.mimetype = DOCUMENT_FORM_MESSAGES.mimetype;
  return errors;
}

export interface DoctypeGuess {
  doctype: number | null;
  dateISO: string | null;
  label: string | null;
  /** 0..1: how often a type guessed on such evidence is right */
  confidence: number;
  /** 0..1: the same for the date (absent from older answers: then the type's) */
  dateConfidence?: number;
  /** the lots an owner's paper names (document-lots.ts); absent from other documents */
  lots?: string[];
}

/** From this confidence a guess is right at least 95 % of the time: it may fill a form. */
export const CONFIDENT_GUESS = 0.9;

/** The parts of a guess sure enough to fill a form by themselves. */
export function confidentGuess(guess: DoctypeGuess): {
  doctype: DocType | null;
  day: string | null;
  label: string | null;
} {
  const typeSure = guess.confidence >= CONFIDENT_GUESS && isDocType(guess.doctype);
  const dateSure = (guess.dateConfidence ?? guess.confidence) >= CONFIDENT_GUESS;
  return {
    doctype: typeSure ? (guess.doctype as DocType) : null,
    day: dateSure && guess.dateISO ? guess.dateISO.slice(0, 10) : null,
    label: typeSure ? guess.label : null,
  };
}

/**
 * docs/product.md §5.1: an upload prefills the fields still empty from the server's guess, only with
 * what it is sure of (CONFIDENT_GUESS); what the user already chose is kept.
 */
export function prefillFromGuess<T extends DocumentFormValues>(
  values: T,
  guess: DoctypeGuess | null,
): T {
  if (!guess) return values;
  const sure = confidentGuess(guess);
  return {
    ...values,
    doctype: isDocType(values.doctype) ? values.doctype : (sure.doctype ?? values.doctype),
    delivered: values.delivered || (sure.day ?? values.delivered),
    comment: values.comment || (sure.label ?? values.comment),
  };
}

/** The person answered « oui » to guessQuestion: the guess fills type and date. */
export function acceptGuess<T extends DocumentFormValues>(values: T, guess: DoctypeGuess): T {
  return {
    ...values,
    doctype: isDocType(guess.doctype) ? guess.doctype : values.doctype,
    delivered: guess.dateISO ? guess.dateISO.slice(0, 10) : values.delivered,
    comment: values.comment || (guess.label ?? values.comment),
  };
}

const FEMININE = /^(fiche|attestation|facture|convocation)\b/i;
const PLURAL = /^(annexes|plans)\b/i;

/**
 * The question asked instead of prefilling an unsure guess, with the guess as the answer
 * offered: « Nous pensons qu’il s’agit d’un procès-verbal d’assemblée générale du 12 mars
 * 2024 : est-ce exact ? ». null when the guess is sure (it was prefilled) or empty.
 */
export function guessQuestion(guess: DoctypeGuess | null): string | null {
  if (!guess?.label || !isDocType(guess.doctype)) return null;
  const sure = confidentGuess(guess);
  if (sure.doctype && (sure.day || !guess.dateISO)) return null;
  const label = guess.label.charAt(0).toLowerCase() + guess.label.slice(1);
  const what = PLURAL.test(label)
    ? `${/^[aeiouh]/.test(label) ? 'd’' : 'de '}${label}`
    : `${FEMININE.test(label) ? 'd’une' : 'd’un'} ${label}`;
  const day = guess.dateISO ? ` du ${formatDateInFull(guess.dateISO.slice(0, 10))}` : '';
  return `Nous pensons qu’il s’agit ${what}${day} : est-ce exact ?`;
}

/** docs/product.md §9.2: document chips show the first 2, the rest collapsed. */
export const DOCUMENT_CHIPS_SHOWN = 2;
