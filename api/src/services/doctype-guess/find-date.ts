import { normalizeText } from './normalize';

const MONTHS: Record<string, number> = {
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

const DAY = '(1er|[0-3]?\\d)';
const TEXT_DATE = `${DAY}\\s+(${Object.keys(MONTHS).join('|')})\\s+((?:19|20)\\d{2})`;
const NUMERIC_DATE = '([0-3]?\\d)[/.-]([01]?\\d)[/.-]((?:19|20)\\d{2})';
const ISO_DATE = '((?:19|20)\\d{2})-([01]\\d)-([0-3]\\d)';

/** Phrases that introduce the date of the document itself, by how much they say so. */
const CONTEXTS: Array<{ pattern: string; weight: number }> = [
  {
    pattern:
      "assemblee generale (?:ordinaire |extraordinaire )?(?:annuelle )?(?:des coproprietaires )?(?:qui s'est tenue )?(?:du|le)",
    weight: 10,
  },
  {
    pattern:
      "(?:en date du|date du (?:rapport|reperage|diagnostic|constat|document)|date d'(?:emission|etablissement|edition) ?:?)",
    weight: 8,
  },
  {
    pattern: '(?:etabli|etablie|fait|edite|editee|delivre|delivree|mis a jour)(?: a [a-z -]+,)? le',
    weight: 7,
  },
  { pattern: 'le', weight: 1 },
];

interface Found {
  iso: string;
  weight: number;
  index: number;
}

function toIso(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  )
    return null;
  return date.toISOString().slice(0, 10);
}

function parseMatch(match: RegExpExecArray, offset: number): string | null {
  const [textDay, textMonth, textYear, numDay, numMonth, numYear, isoYear, isoMonth, isoDay] =
    match.slice(offset, offset + 9);
  if (textDay && textMonth && textYear)
    return toIso(
      Number(textYear),
      MONTHS[textMonth] as number,
      textDay === '1er' ? 1 : Number(textDay),
    );
  if (numDay && numMonth && numYear)
    return toIso(Number(numYear), Number(numMonth), Number(numDay));
  if (isoYear && isoMonth && isoDay)
    return toIso(Number(isoYear), Number(isoMonth), Number(isoDay));
  return null;
}

/**
 * The most likely date of a document, as 'YYYY-MM-DD': the date an assembly was held, a
 * report issued or a call made when a phrase says so, else the latest date written in it.
 * Dates in the future beyond a year (schedules of payments) are ignored.
 */
export function findDocumentDate(raw: string, today: Date = new Date()): string | null {
  const text = normalizeText(raw);
  const latest = new Date(today.getTime() + 366 * 24 * 3600 * 1000).toISOString().slice(0, 10);
  const dates = `(?:${TEXT_DATE}|${NUMERIC_DATE}|${ISO_DATE})`;
  const found: Found[] = [];
  const seen = new Set<number>();
  for (const { pattern, weight } of CONTEXTS) {
    const regex = new RegExp(`${pattern}\\s+${dates}`, 'g');
    for (let match = regex.exec(text); match; match = regex.exec(text)) {
      const iso = parseMatch(match, 1);
      if (iso && iso <= latest && !seen.has(match.index + match[0].length)) {
        found.push({ iso, weight, index: match.index });
        seen.add(match.index + match[0].length);
      }
    }
  }
  const plain = new RegExp(dates, 'g');
  for (let match = plain.exec(text); match; match = plain.exec(text)) {
    const iso = parseMatch(match, 1);
    if (iso && iso <= latest && !seen.has(match.index + match[0].length))
      found.push({ iso, weight: 0, index: match.index });
  }
  if (found.length === 0) return null;
  found.sort(
    (a, b) =>
      b.weight - a.weight || (b.weight > 0 ? a.index - b.index : b.iso.localeCompare(a.iso)),
  );
  return (found[0] as Found).iso;
}
