import {
  appelDeFonds,
  annexeComptable,
  decompteDeCharges,
  questionnaireSyndic,
  releveDeCompte,
} from './kinds/accounting';
import { convocation, procesVerbal } from './kinds/assembly';
import { courrier, ficheSynthetique, immatriculation, reglement } from './kinds/legal';
import { amiante, carnet, diagnostic, facture, plans, plomb } from './kinds/technical';
import { setting } from './people';
import { Random } from './random';
import type { CorpusDocument, DocumentSpec } from './spec';

type Template = (random: Random, s: ReturnType<typeof setting>) => DocumentSpec;

/** How many of each kind: the families customers send most weigh most. */
const MIX: Array<[Template, number]> = [
  [procesVerbal, 10],
  [reglement, 6],
  [diagnostic, 8],
  [amiante, 5],
  [plomb, 5],
  [carnet, 5],
  [plans, 5],
  [immatriculation, 5],
  [ficheSynthetique, 6],
  [appelDeFonds, 8],
  [releveDeCompte, 7],
  [annexeComptable, 6],
  [decompteDeCharges, 7],
  [questionnaireSyndic, 5],
  [facture, 5],
  [courrier, 4],
  [convocation, 3],
];

/** Every fourth document is held out: the reader's rules are never tuned on it. */
export const isHeldOut = (index: number) => index % 4 === 3;

/**
 * The corpus: 100 documents in a fixed order, a quarter of them scans (150-200 dpi, rotated
 * by up to 1.5°, with speckles), a quarter held out.
 */
export function buildCorpus(): CorpusDocument[] {
  const order = new Random(14);
  const templates = MIX.flatMap(([template, count]) =>
    Array.from({ length: count }, () => template),
  );
  for (let i = templates.length - 1; i > 0; i -= 1) {
    const j = order.int(0, i);
    [templates[i], templates[j]] = [templates[j]!, templates[i]!];
  }
  return templates.map((template, index) => {
    const random = new Random(1000 + index);
    const spec = template(random, setting(random));
    const scanned = random.chance(0.25);
    const singlePage = spec.pages.length === 1;
    const as = scanned && singlePage && random.chance(0.5) ? 'png' : 'pdf';
    const split = isHeldOut(index) ? 'heldout' : 'train';
    const id = `${split}-${String(index).padStart(3, '0')}-${spec.kind}${scanned ? '-scan' : ''}`;
    return {
      ...spec,
      ...(scanned
        ? {
            scan: {
              dpi: random.int(150, 200),
              angle: Math.round((random.next() * 3 - 1.5) * 10) / 10,
              noise: random.int(8, 24),
              as,
            },
          }
        : {}),
      id,
      split,
      file: `${id}.${as}`,
      mimetype: as === 'png' ? 'image/png' : 'application/pdf',
    } as CorpusDocument;
  });
}
