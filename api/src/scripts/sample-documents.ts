import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { COMPANY } from '@ped/domain';
import { loadConfig } from '../config';
import { buildModel } from '../services/pre-etat-date/build-model';
import { blankModel } from '../services/pre-etat-date/blank-model';
import { renderModel } from '../services/pre-etat-date/render';
import {
  INCONSISTENT_SAMPLE,
  SAMPLES,
  SAMPLE_ISSUER,
  checkedSample,
} from '../services/pre-etat-date/samples';
import { companySeal } from '../services/seal/company-seal';

/**
 * `pnpm sample:documents <dir>`: writes the PDFs of the sample orders (the fixtures of the
 * golden tests) and the blank template, to read them as a notary's clerk would. Each sample
 * goes through the checks « Terminer » runs: a refused one is printed with the checks that
 * refused it and gets no PDF, like an order staff cannot finish. The others are sealed as a
 * delivery seals them: with SEAL_P12 when set, else the development certificate of DATA_DIR.
 */
const dir = process.argv[2];
if (!dir) {
  console.error('Usage : pnpm sample:documents <dossier>');
  process.exit(1);
}
const target = path.resolve(process.env.INIT_CWD ?? process.cwd(), dir);
mkdirSync(target, { recursive: true });
const config = loadConfig();
const seal = companySeal({
  p12: config.SEAL_P12,
  password: config.SEAL_P12_PASSWORD,
  dataDir: config.DATA_DIR,
  company: COMPANY.legalName,
});
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
  const { certification } = input;
  const printed = await renderModel(buildModel(input, SAMPLE_ISSUER));
  writeFileSync(
    file,
    await seal.seal(printed, {
      name: SAMPLE_ISSUER.name,
      location: SAMPLE_ISSUER.city,
      reason: `Pré-état daté n° ${certification!.number}, version ${certification!.version}`,
      contact: certification!.verificationUrl,
      at: certification!.deliveredAt,
    }),
  );
  console.log(file);
}
const blank = path.join(target, 'pre-etat-date-modele-vierge.pdf');
writeFileSync(blank, await renderModel(blankModel(SAMPLE_ISSUER)));
console.log(blank);
// a consistent sample refused, or the inconsistent one accepted, is a defect of the checks
if (unexpected) process.exit(1);
