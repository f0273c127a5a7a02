import mongoose from 'mongoose';
import { FINANCIAL_FIELDS, readingScore, type ReadingOutcome } from '@ped/domain';
import { readingDecisionModel } from '../models/reading-decision';

/**
 * `pnpm --filter @ped/api reading:decisions`: the reader measured on what staff decided about
 * its figures (docs/decisions/082), on the database of MONGODB_URI: precision on what it
 * proposed, recall on what the documents print, overall and per figure.
 */
const percent = (value: number | null) => (value === null ? '—' : `${Math.round(value * 100)} %`);

async function main() {
  const uri = process.env.MONGODB_URI;
  if (!uri) {
    console.error('[décisions] MONGODB_URI est requis : la base dont les décisions sont lues.');
    process.exit(1);
  }
  const connection = await mongoose.createConnection(uri).asPromise();
  try {
    const decisions = await readingDecisionModel(connection)
      .find({}, { field: 1, outcome: 1 })
      .lean();
    const score = (outcomes: ReadingOutcome[]) => {
      const { examples, precision, recall, counts } = readingScore(outcomes);
      return `${examples} décisions, précision ${percent(precision)}, rappel ${percent(recall)} (retenus ${counts.retained}, corrigés ${counts.corrected}, écartés ${counts.rejected}, manqués ${counts.missed})`;
    };
    console.log(
      `Lecture des montants jugée par le personnel : ${score(decisions.map((d) => d.outcome as ReadingOutcome))}`,
    );
    for (const { key, label } of FINANCIAL_FIELDS) {
      const outcomes = decisions
        .filter((d) => d.field === key)
        .map((d) => d.outcome as ReadingOutcome);
      if (outcomes.length) console.log(`  ${label} : ${score(outcomes)}`);
    }
  } finally {
    await connection.close();
  }
}

void main();
