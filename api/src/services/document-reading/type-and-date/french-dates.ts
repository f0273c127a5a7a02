export const MONTHS: Record<string, number> = {
  janvier: 1,
  fevrier: 2,
  mars: 3,
  avril: 4,
  mai: 5,
  juin: 6,
  juillet: 7,
  aout: 8,
  septembre: 9,
  octobre: 10,
  novembre: 11,
  decembre: 12,
};
const NUMBER_WORDS: Record<string, number> = {
  premier: 1,
  un: 1,
  deux: 2,
  trois: 3,
  quatre: 4,
  cinq: 5,
  // how OCR often reads « cinq » in a deed's words
  cing: 5,
  six: 6,
  sept: 7,
  huit: 8,
  neuf: 9,
  dix: 10,
  onze: 11,
  douze: 12,
  treize: 13,
  quatorze: 14,
  quinze: 15,
  seize: 16,
  vingt: 20,
  vingts: 20,
  trente: 30,
  quarante: 40,
  cinquante: 50,
  soixante: 60,
  et: 0,
};

/** « janv. », « févr. », « sept. »: how tables, extranets and forms shorten a month. */
const SHORT_MONTHS: Record<string, number> = {
  janv: 1,
  fevr: 2,
  fev: 2,
  avr: 4,
  juil: 7,
  sept: 9,
  oct: 10,
  nov: 11,
  dec: 12,
};
/** the months as an English-language mail client prints them, lower case */
const ENGLISH_MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const monthOf = (name: string) => MONTHS[name] ?? SHORT_MONTHS[name.replace(/\.$/, '')]!;

const MONTH = `(${Object.keys(MONTHS).join('|')})`;
/** a full month, or a short one with its dot (« 3 févr. 2025 ») */
const ANY_MONTH = `(${Object.keys(MONTHS).join('|')}|(?:${Object.keys(SHORT_MONTHS).join('|')})\\.)`;
/** a weekday, whole or shortened as mail clients print it (« mar. 10 juin 2025 ») */
const WEEKDAY =
  '(?:(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|(?:lun|mar|mer|jeu|ven|sam|dim)\\.) )?';
const WORD = `(?:${Object.keys(NUMBER_WORDS).join('|')})`;
/** between two number words: a hyphen, a space, or a hyphen cut at the end of a line */
const JOIN = '(?:- ?| )';
const WORDS = `(${WORD}(?:${JOIN}${WORD})*)`;
const YEAR_WORDS = `((?:deux mille|mil neuf cent|mille neuf cent)(?:${JOIN}${WORD})*)`;

/** Every way a French document writes a day, each with its own reader. */
const FORMS: Array<{ pattern: string; read(groups: string[]): [number, number, number] | null }> = [
  {
    // « mardi 12 mars 2024 », « 1er mars 2024 », « 12 mars 2024 », « 3 févr. 2025 »
    pattern: `\\b${WEEKDAY}(1 ?er|[0-3]?\\d) ${ANY_MONTH} ((?:19|20)\\d{2})\\b`,
    read: ([day, month, year]) => [
      Number(year),
      monthOf(month!),
      day!.startsWith('1 ') || day === '1er' ? 1 : Number(day),
    ],
  },
  {
    // « 12/03/2024 », « 12.03.2024 », « 12-03-2024 »; a month over 12 means the writer put
    // the month first
    pattern: '\\b([0-3]?\\d)[/.-]([0-3]?\\d)[/.-]((?:19|20)\\d{2})\\b',
    read: ([day, month, year]) =>
      Number(month) > 12 && Number(day) <= 12
        ? [Number(year), Number(day), Number(month)]
        : [Number(year), Number(month), Number(day)],
  },
  {
    // « 02/05/25 », « 07.04.25 »: a form's or a printer's short year, two digits each part
    // so that a fraction (« 1/2 ») or tantièmes are not taken for one, and not inside a
    // longer run of numbers (a phone number « 01.02.03.04.05 »)
    pattern: '(?<!\\d[/.])\\b([0-3]\\d)[/.]([01]\\d)[/.](\\d{2})\\b(?![/.,]?\\d)',
    read: ([day, month, year]) => [2000 + Number(year), Number(month), Number(day)],
  },
  {
    // a date written by hand on a form or a proxy: « le 3/4/25 », « du 12/6/25 »; slashes
    // only, one digit at least in the day or the month (two digits each is the form
    // above), not inside a longer run of numbers, and after « le » or « du » so that a
    // fraction or a list of them (« 1/2/25 ») is not taken for one
    pattern:
      '(?<=\\b(?:le|du) )\\b(?:([1-9])/([01]?\\d)|([0-3]\\d)/([1-9]))/(\\d{2})\\b(?![/.,]?\\d)',
    read: ([d1, m1, d2, m2, year]) => [2000 + Number(year), Number(m1 ?? m2), Number(d1 ?? d2)],
  },
  {
    // a typewriter's or a form's spaced dots: « 14 . 03 . 2025 », « 14. 03. 2025 » (OCR)
    pattern: '\\b([0-3]?\\d) ?\\. ?([01]?\\d) ?\\. ?((?:19|20)\\d{2})\\b',
    read: ([day, month, year]) => [Number(year), Number(month), Number(day)],
  },
  {
    // an English-language mail client's header: « Sent: Tuesday, February 4, 2025 »
    pattern: `\\b(${ENGLISH_MONTHS.join('|')}) ([0-3]?\\d),? ((?:19|20)\\d{2})\\b`,
    read: ([month, day, year]) => [Number(year), ENGLISH_MONTHS.indexOf(month!) + 1, Number(day)],
  },
  {
    // « 2024-03-12 » (extranet exports), also in a file name (« courrier_2024-07-08.docx »:
    // an underscore is a word character, so digits bound it, not \b)
    pattern: '(?<![\\d-])((?:19|20)\\d{2})-([01]\\d)-([0-3]\\d)(?![\\d-])',
    read: ([year, month, day]) => [Number(year), Number(month), Number(day)],
  },
  {
    // notarial deeds: « le douze mars deux mille vingt-quatre »
    pattern: `\\b${WORDS} ${MONTH} ${YEAR_WORDS}`,
    read: ([day, month, year]) => readWords(day!, month!, year!),
  },
  {
    // notarial deeds that give the year first: « l’an deux mille vingt-cinq, le quatorze
    // mars »; the day starts after « l’an » so that the rules still read it before the day
    pattern: `(?<=\\bl'an )${YEAR_WORDS},? le ${WORDS} ${MONTH}\\b`,
    read: ([year, day, month]) => readWords(day!, month!, year!),
  },
];

/** A day, a month and a year written in words. */
function readWords(day: string, month: string, year: string): [number, number, number] {
  const base = year.startsWith('deux mille') ? 2000 : 1900;
  const rest = year.replace(/^(deux mille|mil(le)? neuf cent)[- ]?/, '');
  return [base + wordsToNumber(rest), MONTHS[month]!, wordsToNumber(day)];
}

/** « quatre-vingt-dix-neuf » = 99: the words add up, « quatre » before « vingt » multiplies. */
function wordsToNumber(words: string): number {
  let total = 0;
  let previous = '';
  for (const word of words.split(/[- ]/).filter(Boolean)) {
    total += word.startsWith('vingt') && previous === 'quatre' ? 76 : (NUMBER_WORDS[word] ?? 0);
    previous = word;
  }
  return total;
}

function toIso([year, month, day]: [number, number, number]): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  )
    return null;
  return date.toISOString().slice(0, 10);
}

export interface DateMention {
  iso: string;
  /** where the mention starts and ends in the text it was found in */
  start: number;
  end: number;
}

/** The real days written in a normalised, unglued text, in reading order. */
export function findDates(text: string): DateMention[] {
  const found: DateMention[] = [];
  for (const { pattern, read } of FORMS) {
    const regex = new RegExp(pattern, 'g');
    for (let match = regex.exec(text); match; match = regex.exec(text)) {
      const parts = read(match.slice(1));
      const iso = parts && toIso(parts);
      const start = match.index;
      const end = start + match[0].length;
      if (iso && !found.some((other) => other.start < end && start < other.end))
        found.push({ iso, start, end });
    }
  }
  return found.sort((a, b) => a.start - b.start);
}
