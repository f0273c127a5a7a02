import { longDate, shortDate, weekdayDate, wordsDate } from '../french';
import { CORPUS_TODAY, type Block } from '../spec';
import {
  ALTERNATING_DOCUMENTS,
  BATCHES,
  LISTINGS_BATCHES,
  DATED_FIGURE_KINDS,
  SEEN_SINCE,
  buildIndependentCorpus,
} from '.';

/**
 * The independent corpus is typed by hand: these checks catch a typo between what a page
 * prints and what the bench expects from it, before the bench blames the reader for it.
 */
const corpus = buildIndependentCorpus();

const textOf = (blocks: Block[]) =>
  blocks
    .flatMap((b) => (b.t === 'table' ? b.rows.map((row) => row.join(' ')) : [b.text]))
    .join('\n')
    .toLowerCase();

/** « 1 234,56 », « 1.234,56 », « 1234.56 », « 1234,56 » */
function printedAmounts(cents: number): string[] {
  const euros = String(Math.floor(cents / 100));
  const rest = String(cents % 100).padStart(2, '0');
  const grouped = (separator: string) => euros.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
  return [`${grouped(' ')},${rest}`, `${grouped('.')},${rest}`, `${euros}.${rest}`];
}

const ABBREVIATED = [
  'janv.',
  'févr.',
  'mars',
  'avr.',
  'mai',
  'juin',
  'juil.',
  'août',
  'sept.',
  'oct.',
  'nov.',
  'déc.',
];

/** « 3 févr. 2025 », « 1er janv. 2025 » */
function abbreviatedDate(iso: string): string {
  const [year, month, dayOfMonth] = iso.split('-').map(Number) as [number, number, number];
  return `${dayOfMonth === 1 ? '1er' : dayOfMonth} ${ABBREVIATED[month - 1]} ${year}`;
}

/** The notaries' order: « l’an deux mille vingt-cinq, le quatorze mars » */
function notarialDate(iso: string): string {
  const words = wordsDate(iso).split(' ');
  return `l’an ${words.slice(2).join(' ')}, le ${words.slice(0, 2).join(' ')}`;
}

const ENGLISH_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** « 3/4/25 », « 14 . 03 . 2025 », an English mail client's « February 4, 2025 » */
function handwrittenDates(iso: string): string[] {
  const [year, month, dayOfMonth] = iso.split('-').map(Number) as [number, number, number];
  const [dd, mm] = shortDate(iso).split('/') as [string, string];
  return [
    `${dayOfMonth}/${month}/${String(year).slice(2)}`,
    `${dayOfMonth}/${month}/${year}`,
    `${dd} . ${mm} . ${year}`,
    `${ENGLISH_MONTHS[month - 1]} ${dayOfMonth}, ${year}`,
  ];
}

const printedDates = (iso: string) =>
  [
    iso,
    shortDate(iso),
    shortDate(iso, '.'),
    // « 02/05/25 »
    shortDate(iso).replace(/\d{2}(\d{2})$/, '$1'),
    longDate(iso),
    weekdayDate(iso),
    wordsDate(iso),
    abbreviatedDate(iso),
    notarialDate(iso),
    ...handwrittenDates(iso),
  ].map((form) => form.toLowerCase());

describe('independent corpus', () => {
  it('has at least 48 documents, 3 or more of each of the 17 kinds, unique ids', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(48);
    const perKind = new Map<string, number>();
    for (const doc of corpus) perKind.set(doc.kind, (perKind.get(doc.kind) ?? 0) + 1);
    expect(perKind.size).toBe(17);
    for (const count of perKind.values()) expect(count).toBeGreaterThanOrEqual(3);
    expect(new Set(corpus.map((doc) => doc.id)).size).toBe(corpus.length);
    for (const doc of corpus)
      expect(doc.id).toMatch(new RegExp(`^independent-\\d{3,4}-${doc.kind}(-scan)?$`));
  });

  it('splits each kind of the first batch into alternating halves', () => {
    const alternating = corpus
      .slice(0, ALTERNATING_DOCUMENTS)
      .map((doc) => (SEEN_SINCE.has(doc.id) ? { ...doc, tune: false } : doc));
    const tuned = alternating.filter((doc) => doc.tune).length;
    expect(Math.abs(2 * tuned - alternating.length)).toBeLessThanOrEqual(1);
    for (const kind of new Set(alternating.map((doc) => doc.kind))) {
      const flags = alternating.filter((doc) => doc.kind === kind).map((doc) => doc.tune);
      flags.slice(1).forEach((flag, i) => expect(flag).toBe(!flags[i]));
    }
  });

  it.each(LISTINGS_BATCHES)(
    'gives each pair of listings batch %i one document to tune on and one never seen',
    (listings) => {
      const batch = corpus.filter((doc) => doc.batch === listings);
      expect(batch.length).toBeGreaterThan(0);
      expect(batch.length % 2).toBe(0);
      for (let i = 0; i < batch.length; i += 2) {
        const pair = [batch[i]!, batch[i + 1]!];
        expect(pair[0]!.kind).toBe(pair[1]!.kind);
        // a never-seen document someone looked at is tuned on from then on
        if (pair.some((doc) => SEEN_SINCE.has(doc.id)))
          expect(pair.map((doc) => doc.tune)).toEqual([true, true]);
        else expect(pair[0]!.tune).toBe(!pair[1]!.tune);
      }
    },
  );

  it('keeps every later batch wholly for tuning or wholly never seen', () => {
    let start = 0;
    for (const { documents, tune } of BATCHES) {
      const batch = corpus.slice(start, (start += documents.flat().length));
      if (tune === 'alternate') continue;
      for (const doc of batch) expect(doc.tune).toBe(tune || SEEN_SINCE.has(doc.id));
    }
    expect(start).toBe(corpus.length);
  });

  it('dates every document whose figures are read by its document_date figure', () => {
    for (const doc of corpus.filter((d) => DATED_FIGURE_KINDS.has(d.kind))) {
      const dated = doc.figures.filter((figure) => figure.field === 'document_date');
      expect(dated.map((figure) => figure.date)).toEqual([doc.dateISO]);
    }
  });

  it('counts a never-seen document somebody looked at with the tuning half', () => {
    for (const id of SEEN_SINCE) expect(corpus.find((doc) => doc.id === id)?.tune).toBe(true);
  });

  it('scans about a quarter, PNG only for single pages, as a scanner leaves them', () => {
    const scans = corpus.filter((doc) => doc.scan);
    expect(scans.length / corpus.length).toBeGreaterThan(0.2);
    expect(scans.length / corpus.length).toBeLessThan(0.35);
    for (const doc of scans) {
      const { dpi, angle, as } = doc.scan!;
      expect(dpi).toBeGreaterThanOrEqual(150);
      expect(dpi).toBeLessThanOrEqual(200);
      expect(Math.abs(angle)).toBeLessThanOrEqual(1.5);
      if (as === 'png') expect(doc.pages).toHaveLength(1);
    }
  });

  it.each(corpus.map((doc) => [doc.id, doc] as const))(
    '%s prints its date and every amount expected of it on the page given',
    (_id, doc) => {
      expect(doc.dateISO < CORPUS_TODAY).toBe(true);
      const whole = textOf(doc.pages.flat());
      expect(printedDates(doc.dateISO).some((form) => whole.includes(form))).toBe(true);
      expect(new Set(doc.figures.map((f) => f.field)).size).toBe(doc.figures.length);
      for (const figure of doc.figures) {
        const page = textOf(doc.pages[figure.page - 1] ?? []);
        if (figure.amount !== undefined)
          expect([
            figure.field,
            printedAmounts(figure.amount).some((a) => page.includes(a)),
          ]).toEqual([figure.field, true]);
        else
          expect([figure.field, page.includes(figure.date!.slice(0, 4))]).toEqual([
            figure.field,
            true,
          ]);
      }
    },
  );
});
