import { findAmounts, type AmountMention } from './amounts';
import { listedTotal } from './sums';
import { excerpt, lineAt, passages } from './lines';
import { ageOfRow, exercisesOf, fieldOfYear, withoutDays } from './subject';
import type { FigureGuess, Line } from './types';

/**
 * The building's budget named by its year in a sentence (issue 39, twelfth round): « Budget
 * 2024 : 83 000,00 € ; dépenses 2024 : 84 627,60 € ; budget 2025 : 85 600,00 € », « Exercice
 * 2024/2025 : budget 28 000,00 € », « L'exercice en cours, 2025/2026, repose sur un budget de
 * 41 600,00 € », « Pour 2025, le budget voté l'an dernier est de 16 500,00 € ». The year and
 * the budget sit in one clause, the amount right after « budget »; a clause that names a lot
 * or the seller is the lots' share, not the building's.
 */
const YEAR = String.raw`(?:19|20)\d{2}(?:\/(?:19|20)?\d{2})?`;
/**
 * « budget (voté) (pour / de l'exercice) 2025 : 85 600,00 », « Le budget de l'exercice
 * 2024/2025, en cours, voté l'an dernier, est de 41 500,00 € », « Budget de l'exercice en
 * cours (2025) : 116 400,00 € », « Le budget de l'exercice 2025 a été voté par l'assemblée du
 * 25 avril 2024 pour 66 800,00 € », « Budget de l'exercice 2025, voté par l'AG du 23/05/2024 :
 * 100 800,00 €, dont 4 921,32 € pour le lot A-25 »; not a sum that refers to it (« restent à
 * appeler sur le budget 2025 : 1 019,20 € », « provisions appelées (budget 2024) 1 900,00 »)
 */
const BUDGET_THEN_YEAR = new RegExp(
  String.raw`(?<!\b(?:sur le|du|au) |\b(?:provisions?|appels?|appelee?s?) \()\bbudget (?:vote |previsionnel )?(?:pour |de l'exercice (?:en cours,? )?|de l'annee |du dernier exercice clos )?\(?(${YEAR})\)?(?: votee?)?(?: de l'immeuble| de la copropriete)?(?: \(?| ?: ?(?:(immeuble|copropriete|(?:des |vos )?lots) )?| - provisions (?:appelees )?| \(votee? [^)]{0,60}\) |, [^;.\d]{0,40}, (?:est de|s'eleve a) |, vote[^;.\d]{0,60}?: | votee? (?:le|par)\b[^;.\d]{0,60}?: | (?:a|avait) ete vote\b[^;.\d]{0,80}? (?:pour|a) | (?:est|etait) de )(?=\d)`,
  'g',
);
/**
 * The lots' share told right after the building's budget: « …, dont 2 000,30 € pour votre
 * lot », « …, soit 1 398,00 € pour votre lot », « … pour l'immeuble, 4 018,00 € pour votre lot », « … ; part du lot 2 de M. Kerbrat (247/1000) : 4 146,80 € », « … ; votre quote-part
 * est de 2 111,20 € ».
 */
const LOTS_SHARE =
  /^(?:(?: pour l'immeuble)?,? (?:(?:dont|soit) )?(\d[\d .]*,\d{2}) ?(?:€|eur|euros)? pour (?:votre|vos|tes|le|les)(?: deux| trois| quatre)? lots?\b| ?[;,] (?:(?:la )?part (?:du|des|de vos)(?: deux| trois| quatre)? lots?\b[^:;]{0,80}: |votre quote-part (?:est de|s'eleve a) )(\d[\d .]*,\d{2}))/;
/**
 * The lots' share in other words, in the same clause: « ; votre quote-part 1 603,80 € », « ; la
 * quote-part du lot B-33 est de 1 570,80 € », « , votre part 2 372,10 € », « ; quote-part des
 * deux lots 2 196,00 € », « ) vous attribue 1 432,60 € », « met 2 492,00 € à la charge de votre
 * lot »; not a share of the works or of the fund, which names them.
 */
const SHARE_IN_WORDS =
  /^\)? ?[;,:]? (?:(?:votre |la )?(?:quote-)?part(?: annuelle)?(?: (?:du|des|de vos|de votre)(?: deux| trois| quatre)? lots?(?: [a-z]{0,2}-?\d{1,4}[a-z]?(?= (?:est de|s'eleve a)))?)?|vous attribue|(?:qui )?vous (?:revient|incombe))(?: (?:est de|s'eleve a))? ?:? ?(\d[\d .]*,\d{2})|^ met (\d[\d .]*,\d{2}) ?(?:€|eur|euros)? a la charge (?:de votre|de vos|du|des) lots?\b/;
/** The most a row's second amount may be of its first to be the lots' share of the budget. */
const ROW_SHARE = 0.2;
const MONTH =
  '(?:janvier|fevrier|mars|avril|mai|juin|juillet|aout|septembre|octobre|novembre|decembre)';
/**
 * « 2024/2025 : budget 28 000,00 », « 2025/2026, repose sur un budget de 41 600,00 »: no other
 * figure between the year and its budget, the year no day's (« le 1er avril 2025 »), and the
 * budget not one a clause refers to (« 5 % du budget », « provision sur budget »).
 */
const YEAR_THEN_BUDGET = new RegExp(
  String.raw`(?<![\d/.-]|${MONTH} )(${YEAR})(?![\d/.-])[^;.\d]{0,60}?(?<!\b(?:du|de|sur|au|(?<!, )le) )\bbudget (?:vote )?(?:[a-z' ]{0,24} )?(?:de |est de |: ?)?(?=\d)`,
  'g',
);
/** The lots' or the seller's share, not the building's. */
const LOTS = /\b(?:lots?|votre|vos|tes|quote-part|part)\b/;
/** What is only proposed to a meeting, spent rather than voted, or a gap to the budget. */
const NOT_VOTED =
  /\b(?:proposee?|a voter|depenses?|realisee?|reel(?:le)?s?|depasse|ecarts?|differences?)\b/;

export function readNamedBudgets(lines: Line[], today: Date, confidence: number): FigureGuess[] {
  const exercises = exercisesOf(lines, today);
  const found: FigureGuess[] = [];
  for (const passage of passages(lines)) {
    // « L'exercice 2024/2025, clos le 31 mars 2025, reposait sur un budget de … »
    const text = withoutDays(passage.text);
    for (const pattern of [BUDGET_THEN_YEAR, YEAR_THEN_BUDGET]) {
      for (const match of text.matchAll(pattern)) {
        const end = match.index + match[0].length;
        const [amount, next, third] = findAmounts(text.slice(end));
        if (!amount || amount.start !== 0 || amount.cents <= 0) continue;
        // a table's row goes on with the lots' amounts: the first is no sentence's budget,
        // unless the row ends on the lots' share of it (« Budget 2023/2024 58 000,00 1 241,20 »)
        const inRow = (a: AmountMention | undefined, b: AmountMention | undefined) =>
          !!a && !!b && b.start - a.end <= 2;
        const rowShare =
          inRow(amount, next) && !inRow(next, third) && next!.cents <= amount.cents * ROW_SHARE
            ? next
            : null;
        if (inRow(amount, next) && !rowShare) continue;
        // « Budget 2025 : immeuble 9 600,00 », « Budget 2025 : lots 2 332,80 » (slash-pairs.ts)
        const whose = match[2];
        if ((!whose && LOTS.test(match[0])) || NOT_VOTED.test(match[0])) continue;
        // a row under « Lot 3 | Lot 19 | Total » was reduced to the lots' total (lot-totals.ts)
        const line = lineAt(passage, match.index);
        if (line.lotTotal) continue;
        const age = ageOfRow(match[1]!, exercises, today);
        const field = fieldOfYear(age, whose?.endsWith('lots') ? 'voted' : 'building');
        if (!field) continue;
        const at = { page: line.page, excerpt: excerpt(line), confidence };
        // a passage opened lines above may end before the lots' share: a later one reads it
        if (!found.some((guess) => guess.field === field))
          found.push({ field, amount: amount.cents, ...at });
        if (whose) continue;
        const rest = text.slice(end + amount.end).replace(/^ ?(?:€|eur)/, '');
        const share = LOTS_SHARE.exec(rest) ?? SHARE_IN_WORDS.exec(rest);
        const lots = fieldOfYear(age, 'voted');
        // « … est de 13 200,00 € : 2 323,20 € pour le lot 2, …, soit 2 587,20 € pour l'ensemble »
        const stop = rest.search(/\.(?: |$)/);
        const sentence = stop < 0 ? rest : rest.slice(0, stop);
        const listed = /^ ?:/.test(rest) ? listedTotal(sentence, findAmounts(sentence)) : null;
        const cents = share
          ? findAmounts(share[1] ?? share[2]!)[0]?.cents
          : (listed?.cents ?? rowShare?.cents);
        if (lots && cents && !found.some((guess) => guess.field === lots))
          found.push({ field: lots, amount: cents, ...at });
      }
    }
  }
  return found;
}
