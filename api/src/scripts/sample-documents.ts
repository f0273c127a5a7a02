import { ISSUER } from '../services/pre-etat-date/model';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildModel } from '../services/pre-etat-date/build-model';
import { blankModel } from '../services/pre-etat-date/blank-model';
import { renderModel } from '../services/pre-etat-date/render';
import { SAMPLES } from '../services/pre-etat-date/samples';

/**
 * `pnpm sample:documents <dir>`: writes the PDFs of the three sample orders (the fixtures of
 * the golden tests) and the blank template, to read them as a notary's clerk would.
 */
const dir = process.argv[2];
if (!dir) {
  console.error('Usage : pnpm sample:documents <dossier>');
  process.exit(1);
}
const target = path.resolve(process.env.INIT_CWD ?? process.cwd(), dir);
mkdirSync(target, { recursive: true });
for (const sample of SAMPLES) {
  const file = path.join(target, `pre-etat-date-${sample.name}.pdf`);
  writeFileSync(file, await renderModel(buildModel(sample.input(), ISSUER)));
  console.log(file);
}
const blank = path.join(target, 'pre-etat-date-modele-vierge.pdf');
writeFileSync(blank, await renderModel(blankModel(ISSUER)));
console.log(blank);
