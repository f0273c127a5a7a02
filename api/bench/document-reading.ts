/**
 * How well and how fast uploaded documents are read, on the generated corpus
 * (api/test/corpus: 100 French copropriété documents, a quarter of them scans, a quarter
 * held out and never used to tune the rules):
 *   cd api && node --import tsx bench/document-reading.ts
 * Prints type and date accuracy per split, the reliability of the confidence, the figures
 * read for the order form (per field: expected, proposed, exact to the cent or the day,
 * wrong, missing; precision of the proposals at confidence ≥ 0.9), and the median time of
 * one reading, figures included, for a PDF and for a scan (OCR worker already started, as
 * in the API). The same tables are printed for the independent corpus
 * (api/test/corpus/independent: typed by hand, apart from the rules), whole and in its two
 * halves: the documents the rules may be tuned on (« réglage ») and the others (« jamais
 * vu »), the latest never-seen batch apart; misread documents are named only when they may
 * be tuned on. Times are measured on the generated corpus only, so they stay comparable.
 */
import { fileURLToPath } from 'node:url';
import { documentText, guessFromText } from '../src/services/document-reading/read';
import { guessFigures } from '../src/services/document-reading/figures/guess';
import type { FiguresGuess } from '../src/services/document-reading/figures/types';
import { createOcr } from '../src/services/document-reading/extract/ocr';
import {
  buildIndependentCorpus,
  declaresFigures,
  LATEST_NEVER_SEEN_BATCH,
  LISTINGS_BATCH,
  LISTINGS_BATCHES,
  SECOND_LISTINGS_BATCH,
  THIRD_LISTINGS_BATCH,
  FOURTH_LISTINGS_BATCH,
  FIFTH_LISTINGS_BATCH,
  SIXTH_LISTINGS_BATCH,
  SEVENTH_LISTINGS_BATCH,
  EIGHTH_LISTINGS_BATCH,
  NINTH_LISTINGS_BATCH,
  TENTH_LISTINGS_BATCH,
  ELEVENTH_LISTINGS_BATCH,
  TWELFTH_LISTINGS_BATCH,
  THIRTEENTH_LISTINGS_BATCH,
  FOURTEENTH_LISTINGS_BATCH,
  FIFTEENTH_LISTINGS_BATCH,
  SIXTEENTH_LISTINGS_BATCH,
} from '../test/corpus/independent';
import { loadCorpus, type CorpusFile } from '../test/corpus/render';
import { CORPUS_TODAY } from '../test/corpus/spec';

const TODAY = new Date(`${CORPUS_TODAY}T12:00:00Z`);
/**
 * A seller uploads the papers they have: a call or an answer months old, whose schedule's
 * days (due days, the exercise's end) are past by then. Its date is read again as of then.
 */
const MONTHS_LATER = 17;
const LATER = new Date(TODAY.getTime() + MONTHS_LATER * 30.5 * 24 * 3600 * 1000);
const PDF_RUNS = 3;
const BINS = [0, 0.5, 0.7, 0.9, 1.01];
/** The parts of the corpora each table prints a line for. */
const ALL_GROUPS: Array<{
  label: string;
  keeps: (doc: CorpusFile) => boolean;
  /** the group holds documents nobody may tune on: `--tuning` leaves it out */
  unseen?: true;
}> = [
  { label: 'train', keeps: (doc) => doc.split === 'train' },
  { label: 'heldout', unseen: true, keeps: (doc) => doc.split === 'heldout' },
  { label: 'indépendant', unseen: true, keeps: (doc) => doc.split === 'independent' },
  {
    label: 'indépendant (réglage)',
    keeps: (doc) => doc.split === 'independent' && doc.tune === true,
  },
  {
    label: 'indépendant (jamais vu)',
    unseen: true,
    keeps: (doc) => doc.split === 'independent' && doc.tune !== true,
  },
  {
    label: 'indépendant (jamais vu, dernier lot)',
    unseen: true,
    keeps: (doc) =>
      doc.split === 'independent' && doc.tune !== true && doc.batch === LATEST_NEVER_SEEN_BATCH,
  },
  {
    label: 'listings (réglage)',
    keeps: (doc) => doc.batch === LISTINGS_BATCH && doc.tune === true,
  },
  {
    label: 'listings (jamais vu)',
    unseen: true,
    keeps: (doc) => doc.batch === LISTINGS_BATCH && doc.tune !== true,
  },
  {
    label: 'listings 2 (réglage)',
    keeps: (doc) => doc.batch === SECOND_LISTINGS_BATCH && doc.tune === true,
  },
  {
    label: 'listings 2 (jamais vu)',
    unseen: true,
    keeps: (doc) => doc.batch === SECOND_LISTINGS_BATCH && doc.tune !== true,
  },
  {
    label: 'listings 3 (réglage)',
    keeps: (doc) => doc.batch === THIRD_LISTINGS_BATCH && doc.tune === true,
  },
  {
    label: 'listings 3 (jamais vu)',
    unseen: true,
    keeps: (doc) => doc.batch === THIRD_LISTINGS_BATCH && doc.tune !== true,
  },
  {
    label: 'listings 4 (réglage)',
    keeps: (doc) => doc.batch === FOURTH_LISTINGS_BATCH && doc.tune === true,
  },
  {
    label: 'listings 4 (jamais vu)',
    unseen: true,
    keeps: (doc) => doc.batch === FOURTH_LISTINGS_BATCH && doc.tune !== true,
  },
  {
    label: 'listings 5 (réglage)',
    keeps: (doc) => doc.batch === FIFTH_LISTINGS_BATCH && doc.tune === true,
  },
  {
    label: 'listings 5 (jamais vu)',
    unseen: true,
    keeps: (doc) => doc.batch === FIFTH_LISTINGS_BATCH && doc.tune !== true,
  },
  {
    label: 'listings 6 (réglage)',
    keeps: (doc) => doc.batch === SIXTH_LISTINGS_BATCH && doc.tune === true,
  },
  {
    label: 'listings 6 (jamais vu)',
    unseen: true,
    keeps: (doc) => doc.batch === SIXTH_LISTINGS_BATCH && doc.tune !== true,
  },
  {
    label: 'listings 7 (réglage)',
    keeps: (doc) => doc.batch === SEVENTH_LISTINGS_BATCH && doc.tune === true,
  },
  {
    label: 'listings 7 (jamais vu)',
    unseen: true,
    keeps: (doc) => doc.batch === SEVENTH_LISTINGS_BATCH && doc.tune !== true,
  },
  {
    label: 'listings 8 (réglage)',
    keeps: (doc) => doc.batch === EIGHTH_LISTINGS_BATCH && doc.tune === true,
  },
  {
    label: 'listings 8 (jamais vu)',
    unseen: true,
    keeps: (doc) => doc.batch === EIGHTH_LISTINGS_BATCH && doc.tune !== true,
  },
  {
    label: 'listings 9 (réglage)',
    keeps: (doc) => doc.batch === NINTH_LISTINGS_BATCH && doc.tune === true,
  },
  {
    label: 'listings 9 (jamais vu)',
    unseen: true,
    keeps: (doc) => doc.batch === NINTH_LISTINGS_BATCH && doc.tune !== true,
  },
  {
    label: 'listings 10 (réglage)',
    keeps: (doc) => doc.batch === TENTH_LISTINGS_BATCH && doc.tune === true,
  },
  {
    label: 'listings 10 (jamais vu)',
    unseen: true,
    keeps: (doc) => doc.batch === TENTH_LISTINGS_BATCH && doc.tune !== true,
  },
  {
    label: 'listings 11 (réglage)',
    keeps: (doc) => doc.batch === ELEVENTH_LISTINGS_BATCH && doc.tune === true,
  },
  {
    label: 'listings 11 (jamais vu)',
    unseen: true,
    keeps: (doc) => doc.batch === ELEVENTH_LISTINGS_BATCH && doc.tune !== true,
  },
  {
    label: 'listings 12 (réglage)',
    keeps: (doc) => doc.batch === TWELFTH_LISTINGS_BATCH && doc.tune === true,
  },
  {
    label: 'listings 12 (jamais vu)',
    unseen: true,
    keeps: (doc) => doc.batch === TWELFTH_LISTINGS_BATCH && doc.tune !== true,
  },
  {
    label: 'listings 13 (réglage)',
    keeps: (doc) => doc.batch === THIRTEENTH_LISTINGS_BATCH && doc.tune === true,
  },
  {
    label: 'listings 13 (jamais vu)',
    unseen: true,
    keeps: (doc) => doc.batch === THIRTEENTH_LISTINGS_BATCH && doc.tune !== true,
  },
  {
    label: 'listings 14 (réglage)',
    keeps: (doc) => doc.batch === FOURTEENTH_LISTINGS_BATCH && doc.tune === true,
  },
  {
    label: 'listings 14 (jamais vu)',
    unseen: true,
    keeps: (doc) => doc.batch === FOURTEENTH_LISTINGS_BATCH && doc.tune !== true,
  },
  {
    label: 'listings 15 (réglage)',
    keeps: (doc) => doc.batch === FIFTEENTH_LISTINGS_BATCH && doc.tune === true,
  },
  {
    label: 'listings 15 (jamais vu)',
    unseen: true,
    keeps: (doc) => doc.batch === FIFTEENTH_LISTINGS_BATCH && doc.tune !== true,
  },
  {
    label: 'listings 16 (réglage)',
    keeps: (doc) => doc.batch === SIXTEENTH_LISTINGS_BATCH && doc.tune === true,
  },
  {
    label: 'listings 16 (jamais vu)',
    unseen: true,
    keeps: (doc) => doc.batch === SIXTEENTH_LISTINGS_BATCH && doc.tune !== true,
  },
];
/**
 * `--tuning` prints only the groups the rules may be tuned on: while a round tunes, the
 * never-seen halves' aggregates stay unprinted until the round is scored (ADR 090).
 */
const GROUPS = process.argv.includes('--tuning')
  ? ALL_GROUPS.filter((group) => !group.unseen)
  : ALL_GROUPS;
const inListings = (doc: { batch?: number }) => LISTINGS_BATCHES.includes(doc.batch ?? -1);
/**
 * `--listings` reads the listings batches alone (issue 39: the tenth to the twenty-fifth), in
 * a minute or two rather than the whole corpora's quarter of an hour: their PDFs are timed
 * instead of the generated corpus's.
 */
const LISTINGS_ONLY = process.argv.includes('--listings');
/** Only documents the rules may be tuned on are named when misread: the others stay unseen. */
const mayBeNamed = (doc: CorpusFile) => doc.split !== 'independent' || doc.tune === true;

interface Reading {
  doc: CorpusFile;
  typeOk: boolean;
  dateOk: boolean;
  /** the date read as of LATER */
  dateLaterOk: boolean;
  typeConfidence: number;
  dateConfidence: number;
  figures: FiguresGuess;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const share = (right: number, all: number) =>
  `${right}/${all} (${all ? Math.round((right / all) * 100) : 0} %)`;

function accuracy(readings: Reading[]) {
  for (const { label, keeps } of GROUPS) {
    for (const source of ['pdf', 'scan', 'all'] as const) {
      const rows = readings.filter(
        ({ doc }) => keeps(doc) && (source === 'all' || (source === 'scan') === Boolean(doc.scan)),
      );
      console.log(
        `${label.padEnd(8)} ${source.padEnd(5)} type ${share(rows.filter((r) => r.typeOk).length, rows.length).padEnd(14)} date ${share(rows.filter((r) => r.dateOk).length, rows.length).padEnd(14)} date lue ${MONTHS_LATER} mois après ${share(rows.filter((r) => r.dateLaterOk).length, rows.length)}`,
      );
    }
  }
}

function reliability(readings: Reading[]) {
  console.log('\nFiabilité de la confiance (part des suggestions justes par tranche de confiance)');
  for (const { label, keeps } of GROUPS) {
    for (const what of ['type', 'date'] as const) {
      const cells = BINS.slice(0, -1).map((low, i) => {
        const rows = readings.filter((r) => {
          const confidence = what === 'type' ? r.typeConfidence : r.dateConfidence;
          return keeps(r.doc) && confidence >= low && confidence < BINS[i + 1]!;
        });
        const right = rows.filter((r) => (what === 'type' ? r.typeOk : r.dateOk)).length;
        return `[${low.toFixed(1)}-${Math.min(1, BINS[i + 1]!).toFixed(1)}${i === BINS.length - 2 ? ']' : '['} ${share(right, rows.length)}`;
      });
      console.log(`${label.padEnd(8)} ${what}  ${cells.join('  ')}`);
    }
  }
}

/** A proposal is right when its value is the expected one to the cent (or the day). */
const sameValue = (proposal: FiguresGuess[number], expected: CorpusFile['figures'][number]) =>
  expected.amount !== undefined
    ? proposal.amount === expected.amount
    : proposal.date === expected.date;

function figures(readings: Reading[]) {
  console.log('\nMontants et dates lus (attendus, proposés, exacts, faux, manquants)');
  for (const { label, keeps } of GROUPS) {
    const rows = readings.filter((r) => keeps(r.doc) && declaresFigures(r.doc));
    const fields = [
      ...new Set(rows.flatMap((r) => [...r.doc.figures, ...r.figures].map((f) => f.field))),
    ].sort();
    const total = { expected: 0, proposed: 0, exact: 0, wrong: 0, missing: 0, wrongPage: 0 };
    console.log(label);
    for (const field of fields) {
      const line = { expected: 0, proposed: 0, exact: 0, wrong: 0, missing: 0, wrongPage: 0 };
      for (const { doc, figures: proposals } of rows) {
        const expected = doc.figures.find((f) => f.field === field);
        const proposal = proposals.find((f) => f.field === field);
        if (expected) line.expected += 1;
        if (proposal) line.proposed += 1;
        if (expected && !proposal) line.missing += 1;
        // a proposal the document does not support is wrong, like a wrong value
        else if (proposal && (!expected || !sameValue(proposal, expected))) line.wrong += 1;
        else if (proposal && expected) {
          line.exact += 1;
          if (proposal.page !== expected.page) line.wrongPage += 1;
        }
      }
      for (const key of Object.keys(total) as Array<keyof typeof total>) total[key] += line[key];
      console.log(
        `  ${field.padEnd(30)} ${String(line.expected).padStart(3)} ${String(line.proposed).padStart(3)} ${String(line.exact).padStart(3)} ${String(line.wrong).padStart(3)} ${String(line.missing).padStart(3)}`,
      );
    }
    console.log(
      `  ${'total'.padEnd(30)} ${String(total.expected).padStart(3)} ${String(total.proposed).padStart(3)} ${String(total.exact).padStart(3)} ${String(total.wrong).padStart(3)} ${String(total.missing).padStart(3)}   (page autre que prévue : ${total.wrongPage})`,
    );
    const sure = rows.flatMap(({ doc, figures: proposals }) =>
      proposals
        .filter((p) => p.confidence >= 0.9)
        .map((p) => {
          const expected = doc.figures.find((f) => f.field === p.field);
          return Boolean(expected && sameValue(p, expected));
        }),
    );
    console.log(
      `  précision à confiance ≥ 0,9 : ${share(sure.filter(Boolean).length, sure.length)}`,
    );
  }
}

/**
 * `--detail`: every expected and proposed figure of the documents that may be tuned on,
 * side by side; the never-seen documents are never printed.
 */
function detail(readings: Reading[]) {
  for (const { doc, figures: proposals } of readings.filter((r) => r.doc.tune === true)) {
    if (LISTINGS_ONLY && !inListings(doc)) continue;
    console.log(`\n${doc.id}`);
    const fields = new Set([...doc.figures, ...proposals].map((f) => f.field));
    for (const field of fields) {
      const expected = doc.figures.find((f) => f.field === field);
      const proposal = proposals.find((f) => f.field === field);
      const value = (f?: { amount?: number; date?: string }) =>
        f ? String(f.amount ?? f.date) : '—';
      const mark = !proposal ? '…' : expected && sameValue(proposal, expected) ? '✓' : '✗';
      console.log(
        `  ${mark} ${field.padEnd(30)} ${value(expected).padStart(10)} ${value(proposal).padStart(10)} ${proposal ? `${proposal.confidence} « ${proposal.excerpt} »` : ''}`,
      );
    }
  }
}

async function main() {
  const here = fileURLToPath(new URL('../test/corpus', import.meta.url));
  const generated = LISTINGS_ONLY ? [] : await loadCorpus(here);
  const independent = await loadCorpus(
    here,
    (doc) => !LISTINGS_ONLY || inListings(doc),
    buildIndependentCorpus,
  );
  const corpus = [...generated, ...independent];
  const ocr = createOcr();
  const warmUp = corpus.find((doc) => doc.mimetype === 'image/png');
  if (warmUp) await ocr.read(warmUp.bytes);
  const timings: Record<'pdf' | 'scan', number[]> = { pdf: [], scan: [] };
  const readings: Reading[] = [];
  for (const doc of corpus) {
    const timed = LISTINGS_ONLY || doc.split !== 'independent';
    let result = null;
    for (let run = 0; run < (doc.scan || !timed ? 1 : PDF_RUNS); run += 1) {
      const start = performance.now();
      const text = await documentText(doc.bytes, doc.mimetype, ocr);
      const read = guessFromText(text, TODAY);
      const figures = guessFigures(text, { kind: read.kind, ...read.guess }, TODAY);
      result = { ...read, figures, text };
      if (timed) timings[doc.scan ? 'scan' : 'pdf'].push(performance.now() - start);
    }
    const { guess, kind, figures: proposals, text } = result!;
    readings.push({
      doc,
      typeOk: kind === doc.kind,
      dateOk: guess.dateISO === doc.dateISO,
      dateLaterOk: guessFromText(text, LATER).guess.dateISO === doc.dateISO,
      typeConfidence: guess.confidence,
      dateConfidence: guess.dateConfidence,
      figures: proposals,
    });
  }
  await ocr.close();
  const wrong = readings.filter((r) => mayBeNamed(r.doc) && (!r.typeOk || !r.dateOk));
  for (const { doc, typeOk, dateOk } of wrong)
    console.log(
      `✗ ${doc.id}: type ${typeOk ? 'juste' : 'faux'}, date ${dateOk ? 'juste' : 'fausse'}`,
    );
  console.log(`Documents : ${generated.length} (${generated.filter((d) => d.scan).length} scans)`);
  console.log(
    `Documents indépendants : ${independent.length} (${independent.filter((d) => d.scan).length} scans, ${independent.filter((d) => d.tune).length} pour le réglage)`,
  );
  accuracy(readings);
  reliability(readings);
  figures(readings);
  if (process.argv.includes('--detail')) detail(readings);
  console.log(
    `\nMédiane d’une lecture : PDF ${Math.round(median(timings.pdf))} ms, scan ${Math.round(median(timings.scan))} ms`,
  );
}

void main();
