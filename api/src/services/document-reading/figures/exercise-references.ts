import type { Line } from './types';

/** An exercise named by its year: « l'exercice 2024 », « l'exercice en cours, 2024/2025 ». */
const EXERCISE_NAMED =
  /\bexercice (?:en cours|clos|precedent|suivant)?,? ?\(?((?:19|20)\d{2}(?:\/(?:19|20)?\d{2})?)\b/y;
/** An exercise named without its year: what refers back to it cannot be told. */
const EXERCISE_UNNAMED = /\bexercice (?:en cours|clos|precedent|suivant|d'avant|anterieur)\b/y;
/** Prose that refers back to the exercise it named last, without its year. */
const EXERCISE_REFERRED =
  /\b(?:(de) (?:cet|ce meme) exercice|(dudit|du meme) exercice|(?:cet|ledit|ce meme) exercice)\b(?! ?,? ?\(?(?:19|20)\d{2})/y;

/**
 * Letters name an exercise once, then refer back to it (« L'exercice 2024 a couru … Le budget
 * de cet exercice avait été voté à … ; les dépenses dudit exercice … »): each reference is
 * read with the year of the exercise named last before it. After an exercise named without
 * its year (« l'exercice précédent, clos le 30 septembre 2024 »), a reference is left as it is.
 */
export function withExercisesNamed(lines: Line[]): Line[] {
  let year: string | null = null;
  return lines.map((line) => {
    if (!line.text.includes('exercice')) return line;
    let text = '';
    for (let at = 0; at < line.text.length;) {
      const sticky = (pattern: RegExp) => {
        pattern.lastIndex = at;
        return pattern.exec(line.text);
      };
      const named = sticky(EXERCISE_NAMED);
      const unnamed = named ? null : sticky(EXERCISE_UNNAMED);
      const referred = named || unnamed ? null : sticky(EXERCISE_REFERRED);
      const mention = named ?? unnamed ?? referred;
      if (!mention) {
        text += line.text[at];
        at += 1;
        continue;
      }
      if (named) year = named[1]!;
      if (unnamed) year = null;
      text +=
        referred && year
          ? `${referred[1] || referred[2] ? 'de ' : ''}l'exercice ${year}`
          : mention[0];
      at += mention[0].length;
    }
    return text === line.text ? line : { ...line, text };
  });
}
