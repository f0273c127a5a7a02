import { formatCents } from '@ped/domain';
import { findDates } from '../type-and-date/french-dates';
import { findAmounts } from './amounts';
import { cuedAmounts, type Cue } from './cues';
import { fractionOf, type Fraction } from './fraction';
import { excerpt, lineAt, passages } from './lines';
import type { FigureGuess, Line } from './types';

/**
 * A collective loan told in sentences, as a volunteer syndic's letter or a statement's notes
 * put it (« l'emprunt de 45 000,00 € contracté … : l'échéance de l'immeuble est de
 * 1 250,00 €, dont 108,75 € à votre charge. Votre part de l'emprunt était de 3 915,00 € ;
 * après l'échéance de juillet, il vous restera 2 827,50 € à rembourser »), or as a note's
 * two lines (« Emprunt collectif ascenseur — capital emprunté -62 000,00 € » then « Votre part
 * (38 / 1 000, clé ascenseur) -2 356,00 € »). Each figure is known by the words just before
 * its amount; the lot's share and instalment are confirmed when the sentence's arithmetic
 * holds (the lot's part is the same fraction of the loan as of its instalment, or the
 * loan × the lot's tantièmes ÷ their base), and otherwise proposed for the seller to check.
 */

type LoanField =
  'loan_amount' | 'loan_share' | 'loan_instalment' | 'loan_remaining' | 'building_instalment';

const LOAN_WORD = /\b(?:emprunt\w*|prets?)\b/;
/** The loan named before, in the passage a cue looks back on. */
const LOAN_NAMED = '\\b(?:emprunt\\w*|prets?)\\b[^]{0,240}';
/** A lot's part named by its lot: « la part de votre lot 21 », « part des lots 10 et 41 ». */
const LOTS_PART =
  '(?:(?:votre|vos|sa|la|une) )?(?:quote-)?part(?: (?:de|du|des) (?:votre |vos )?lots?(?: (?:n\\W{0,3})?\\d{1,4}(?: et \\d{1,4})*)?)?';
/**
 * How a lot's instalment is named: « votre mensualité », « échéance trimestrielle des lots »;
 * read only after the loan is named, as a call's « votre échéance » is often its whole sum.
 */
const LOTS_INSTALMENT =
  "(?:(?:votre|son|sa|ma) (?:echeance|mensualite)|(?:echeance|mensualite)(?: (?:trimestrielle|mensuelle|semestrielle|annuelle))? (?:du lot|des lots|de (?:votre|vos) lots?)(?: \\d{1,4}(?: et \\d{1,4})*)?)\\b(?: (?:trimestrielle|mensuelle|semestrielle|annuelle))?(?: d'emprunt| de l'emprunt)?";

/**
 * The words ending just before an amount (`before`), and those just after it (`after`),
 * that say which figure of the loan it is. The building's instalment is no field of the
 * form: it proves the lot's.
 */
const CUES: Array<Cue<LoanField>> = [
  // the lot's part before the loan's: « votre part de l'emprunt était de … » names both
  {
    field: 'loan_share',
    before: new RegExp(
      "\\b(?:votre|vos) (?:quote-)?part (?:de cet |de ce |de l'|dans l'|sur l'|du )?(?:emprunt|pret)\\b[^;.]{0,40}?(?:est|etait|s'eleve a|s'elevait a|de|:) $" +
        `|\\b(?:emprunt|pret)\\w*\\b[^]{0,160}\\b${LOTS_PART} (?:est de|s'eleve a|:) $` +
        // « Votre lot 3 en porte 402 / 8 600, soit une part de 4 487,44 € »
        '|\\b(?:emprunt|pret)\\w*\\b[^]{0,200}\\bsoit une (?:quote-)?part de $' +
        // an account's note: « Quote-part du capital emprunté 4 050,00 »
        "|\\b(?:(?:votre|vos|ma|mes) )?(?:quote-)?part (?:du capital(?: emprunte)?|de l'emprunt)\\b(?: \\([^)]{0,40}\\))? ?:? $",
    ),
  },
  {
    field: 'loan_amount',
    before:
      /(?:^|[^\p{L}-])(?:l'|un |d'un )?(?:emprunt|pret)(?: collectif| bancaire)? (?:de|d'un montant de|d'un capital de) $|\bcapital emprunte(?: par (?:le syndicat|la copropriete))?(?: de)? ?:? $|\bemprunte\b[^;.]{0,30}\bsoit $|\b(?:a|ont) emprunte $|\bemprunt collectif\b[^;.]{0,40}\bsoit $/u,
  },
  {
    // « pour le solde, soit 141 400,00 €, par un emprunt collectif »
    field: 'loan_amount',
    before: /\bsoit $/,
    after: /^ ?€?,? (?:par|au moyen d')(?: ?un)? emprunt\b/,
  },
  {
    field: 'loan_instalment',
    before: /\becheance\b[^;.]{0,80}\bdont $/,
    after: /^ ?(?:€ )?(?:sont |est )?(?:a votre charge|pour votre lot|pour vous|pour vos lots)\b/,
  },
  {
    // « sur l'échéance trimestrielle de 1 540,00 €, 56,67 € vous reviennent »
    field: 'loan_instalment',
    before: /\becheance\b[^;.]{0,80}$/,
    after: /^ ?(?:€ )?(?:vous (?:revien|incomb)|(?:sont |est )?a votre charge\b)/,
  },
  {
    field: 'loan_instalment',
    before: new RegExp(
      '\\becheance\\b[^;.]{0,80}\\b(?:il vous est appele|vous est appelee (?:a hauteur de|pour)|vous (?:reglez|payez|reglerez|paierez|versez)) $' +
        "|\\becheance\\b[^;.]{0,80}\\b(?:s'eleve|est|se monte|sera)(?: pour vous| pour votre lot| pour vos lots| a votre charge)(?: a| de)? $" +
        '|\\becheance\\b[^;.]{0,40}\\bpour (?:vous|votre lot|vos lots)\\b ?:? $' +
        // a call's « votre échéance » is also its due day and its whole sum: the loan is named first
        `|${LOAN_NAMED}\\b${LOTS_INSTALMENT}[^;.]{0,40}?(?:est de|s'eleve a|:)? $`,
    ),
  },
  {
    field: 'loan_instalment',
    before: /\bvotre (?:part de l'|quote-part de l')echeance\b[^;.]{0,40}?(?:est de|de|:) $/,
  },
  {
    field: 'building_instalment',
    before:
      /\becheance (?:de l'immeuble|du syndicat|globale|trimestrielle|mensuelle|semestrielle|annuelle)\b[^;.]{0,20}?(?:est de|de|:) $|\b\d+ echeances (?:trimestrielles|mensuelles|semestrielles|annuelles) de $/,
  },
  {
    // « la part du lot 9 est de 2 106,00 €, dont 612,40 € restent dus après l'échéance … »
    field: 'loan_remaining',
    before: new RegExp(`${LOAN_NAMED}\\bdont $`),
    after: /^ ?(?:€ )?(?:restent|reste) dus?\b/,
  },
  {
    field: 'loan_remaining',
    before:
      /\bil vous restera(?: encore)? $|\bvous resterez devoir $|\bcapital restant du sur (?:votre|vos|sa|la) (?:quote-)?part(?: (?:du|des) lots?)?\b[^;.]{0,40}?(?:de|:|s'eleve a)? $|\b(?:votre|vos)\b[^;.]{0,40}\breste(?:ra)? (?:a rembourser|du) ?:? $/,
  },
];

interface Found {
  field: LoanField;
  cents: number;
  line: Line;
  /** the arithmetic that proved it where it was found */
  proof?: string;
}

/** Every loan figure the prose names, in reading order; a passage's repeats are dropped. */
function foundIn(lines: Line[]): Found[] {
  const found: Found[] = [];
  for (const { field, cents, line } of cuedAmounts(lines, CUES, { before: 260, after: 40 }))
    if (!found.some((f) => f.field === field && f.cents === cents))
      found.push({ field, cents, line });
  return found;
}

/**
 * A note's loan over two lines: the loan's capital on one, the lot's part on the next
 * (« Votre part (38 / 1 000, clé ascenseur) -2 356,00 € »), proven by the fraction it prints
 * or by the lot's printed elsewhere.
 */
function shareUnderLoan(lines: Line[]): Found[] {
  for (const [i, line] of lines.entries()) {
    const next = lines[i + 1];
    if (!next || next.page !== line.page) continue;
    if (
      !/\b(?:emprunt|pret)\w*\b/.test(line.text) ||
      !/^(?:votre|vos|ma|mes) (?:quote-)?part\b/.test(next.text)
    )
      continue;
    const fraction = fractionOf(next.text) ?? lotFraction(lines);
    const capital = findAmounts(line.text).at(-1);
    const share = findAmounts(next.text).at(-1);
    if (!fraction || !capital || !share) continue;
    const [amount, part] = [Math.abs(capital.cents), Math.abs(share.cents)];
    const { tantiemes, base } = fraction;
    if (Math.abs(Math.round((amount * tantiemes) / base) - part) > 1) continue;
    const proof = `${formatCents(amount)} × ${tantiemes} / ${base} = ${formatCents(part)}`;
    return [
      { field: 'loan_amount', cents: amount, line, proof },
      { field: 'loan_share', cents: part, line: next, proof },
    ];
  }
  return [];
}

/** The lot's tantièmes and their base, when the document prints them once. */
function lotFraction(lines: Line[]): Fraction | null {
  for (const { text } of lines) {
    const printed = fractionOf(text);
    if (printed) return printed;
    const words =
      /\/ ?(1 ?000|10 ?000|100 ?000) tantiemes\b.*\b(\d{1,5}) tantiemes de (?:votre|vos) lots?\b/.exec(
        text,
      );
    if (words) return { tantiemes: Number(words[2]), base: Number(words[1]!.replace(/\D/g, '')) };
  }
  return null;
}

/** The arithmetic that confirms the lot's share and instalment, field by field. */
function proofsOf(found: Found[], lines: Line[]): Map<LoanField, string> {
  const proofs = new Map<LoanField, string>();
  const of = (field: LoanField) => found.find((f) => f.field === field)?.cents;
  const [amount, share, instalment, building] = [
    of('loan_amount'),
    of('loan_share'),
    of('loan_instalment'),
    of('building_instalment'),
  ];
  if (amount && share && instalment && building && share < amount && instalment < building) {
    // the same fraction of the loan and of its instalment: share × building ÷ amount
    if (Math.abs(Math.round((share * building) / amount) - instalment) <= 1) {
      const proof = `${formatCents(share)} / ${formatCents(amount)} = ${formatCents(instalment)} / ${formatCents(building)}`;
      for (const field of ['loan_amount', 'loan_share', 'loan_instalment'] as const)
        proofs.set(field, proof);
    }
  }
  const fraction = lotFraction(lines);
  if (fraction && amount && share) {
    const { tantiemes, base } = fraction;
    if (Math.abs(Math.round((amount * tantiemes) / base) - share) <= 1) {
      const proof = `${formatCents(amount)} × ${tantiemes} / ${base} = ${formatCents(share)}`;
      proofs.set('loan_amount', proofs.get('loan_amount') ?? proof);
      proofs.set('loan_share', proofs.get('loan_share') ?? proof);
    }
    if (
      instalment &&
      building &&
      Math.abs(Math.round((building * tantiemes) / base) - instalment) <= 1
    )
      proofs.set(
        'loan_instalment',
        proofs.get('loan_instalment') ??
          `${formatCents(building)} × ${tantiemes} / ${base} = ${formatCents(instalment)}`,
      );
  }
  return proofs;
}

/** « Prochaine échéance de l'emprunt : 1er octobre 2025 », « … l'échéance …, la prochaine le … ». */
const NEXT_INSTALMENT =
  /\b(?:prochaine (?:echeance|mensualite)|echeance suivante)(?: de l'emprunt| du pret)?(?: sera (?:appelee|prelevee|exigible|due))?(?: le| au)?\s*:?\s*$|\b(?:echeance|mensualite)\b[^;.]{0,60}, la prochaine(?: le)?\s*$/;

function nextInstalment(lines: Line[]): FigureGuess[] {
  for (const passage of passages(lines))
    for (const day of findDates(passage.text)) {
      if (!NEXT_INSTALMENT.test(passage.text.slice(Math.max(0, day.start - 90), day.start)))
        continue;
      const line = lineAt(passage, day.start);
      return [
        {
          field: 'dt_loan_next',
          date: day.iso,
          page: line.page,
          excerpt: excerpt(line),
        } as FigureGuess,
      ];
    }
  return [];
}

export function readLoanSentences(
  lines: Line[],
  confidence: { read: number; proven: number },
  /** the loan is already known from the document's rows (loan-rows.ts) */
  inRows = false,
): FigureGuess[] {
  // no figure of a loan the document never names
  if (!inRows && !lines.some(({ text }) => LOAN_WORD.test(text))) return [];
  const twoLines = shareUnderLoan(lines);
  const found = [
    ...twoLines,
    ...foundIn(lines).filter((f) => !twoLines.some((t) => t.field === f.field)),
  ];
  const proofs = proofsOf(found, lines);
  const guesses: FigureGuess[] = [];
  for (const { field, cents, line, proof: foundProof } of found) {
    if (field === 'building_instalment' || guesses.some((g) => g.field === field)) continue;
    const proof = foundProof ?? proofs.get(field);
    guesses.push({
      field,
      amount: cents,
      page: line.page,
      excerpt: excerpt(line),
      confidence: proof ? confidence.proven : confidence.read,
      ...(proof ? { proofs: [proof] } : {}),
    });
  }
  // the day is said of the loan only: a call's « prochaine échéance » alone is its own
  const named = inRows || found.some((f) => f.field !== 'building_instalment');
  const next = named ? nextInstalment(lines) : [];
  return [...guesses, ...next.map((day) => ({ ...day, confidence: confidence.read }))];
}
