import { normalizeText } from '../type-and-date/normalize';

/** A letter's or an e-mail's subject line. */
const SUBJECT = /^(?:objet|subject|sujet) ?: ?(.*)$/m;
/**
 * What a letter about the owner's account is about: a reminder, a formal demand, the balance,
 * a disputed call (« Objet : relance — compte copropriétaire 0734-A3 », « MISE EN DEMEURE »,
 * « contestation de la régularisation 2024 »); not a report (« compte rendu »).
 */
const ACCOUNT_SUBJECT =
  /\b(?:relance|rappel de paiement|mise en demeure|impayee?s?|compte(?! rendu)|solde|regularisation|contestation|reclamation|sommes? dues?|charges dues)\b/;
/** What its body then says of the account: a sum still owed, or the balance. */
const ACCOUNT_BODY =
  /\b(?:reste(?:nt)? (?:impayee?s?|due?s?)|vous reste a regler|(?:total|somme|montant)s? (?:a regler|exigibles?|due?s?)\b|solde (?:debiteur|crediteur)|votre compte (?:presente|est|fait apparaitre)|n'(?:est|sont) pas (?:davantage |encore )?reglee?s?)/;

/**
 * The family whose figures a document is read for. A syndic's letter chasing or explaining the
 * owner's account (a reminder, a formal demand, the answer to a disputed call) stays a letter,
 * but its figures are the account's: what is owed and why, as a ledger prints them.
 */
export function figuresKind(kind: string | null, pages: string[]): string | null {
  if (kind !== 'courrier') return kind;
  const text = normalizeText(pages.join('\n'));
  const subject = SUBJECT.exec(text)?.[1] ?? '';
  return ACCOUNT_SUBJECT.test(subject) && ACCOUNT_BODY.test(text) ? 'releve-de-compte' : kind;
}
