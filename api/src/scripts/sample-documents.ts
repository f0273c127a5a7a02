import { ISSUER } from '../services/pre-etat-date/model';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildModel } from '../services/pre-etat-date/build-model';
import { blankModel } from '../services/pre-etat-date/blank-model';
import { renderModel } from '../services/pre-etat-date/render';
import { INCONSISTENT_SAMPLE, SAMPLES, checkedSample } from '../services/pre-etat-date/samples';

/**
 * `pnpm sample:documents <dir>`: writes the PDFs of the sample orders (the fixtures of the
 * golden tests) and the blank template, to read them as a notary's clerk would. Each sample
 * goes through the checks « Terminer » runs: a refused one is printed with the checks that
 * refused it and gets no PDF, like an order staff cannot finish.
 */
const dir = process.argv[2];
if (!dir) {
  console.error('Usage : pnpm sample:documents <dossier>');
  process.exit(1);
}
const target = path.resolve(process.env.INIT_CWD ?? process.cwd(), dir);
mkdirSync(target, { recursive: true });
let unexpected = false;
for (const sample of [...SAMPLES, INCONSISTENT_SAMPLE]) {
  const { input, checks, blockers } = checkedSample(sample.input());
  const expected = sample === INCONSISTENT_SAMPLE;
  if (blockers.length) {
    console.log(`${sample.name} : refusé par les contrôles, aucun PDF écrit`);
    for (const check of checks.filter((c) => c.problems.length && !c.reason)) {
      console.log(`  ✗ ${check.label}`);
      for (const problem of check.problems) console.log(`      ${problem.replace(/\u00a0/g, ' ')}`);
    }
    unexpected ||= !expected;
    continue;
  }
  unexpected ||= expected;
  const file = path.join(target, `pre-etat-date-${sample.name}.pdf`);
  writeFileSync(file, await renderModel(buildModel(input, ISSUER)));
  console.log(file);
}
const blank = path.join(target, 'pre-etat-date-modele-vierge.pdf');
writeFileSync(blank, await renderModel(blankModel(ISSUER)));
console.log(blank);
// a consistent sample refused, or the inconsistent one accepted, is a defect of the checks
if (unexpected) process.exit(1);
