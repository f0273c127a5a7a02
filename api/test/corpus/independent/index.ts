import type { CorpusDocument, DocumentSpec } from '../spec';
import { amiante } from './kinds/amiante';
import { annexesComptables } from './kinds/annexes-comptables';
import { appelDeFonds } from './kinds/appel-de-fonds';
import { carnet } from './kinds/carnet';
import { convocationAg } from './kinds/convocation-ag';
import { courrier } from './kinds/courrier';
import { decompteDeCharges } from './kinds/decompte-de-charges';
import { diagnostic } from './kinds/diagnostic';
import { ficheSynthetique } from './kinds/fiche-synthetique';
import { facture } from './kinds/facture';
import { immatriculation } from './kinds/immatriculation';
import { plans } from './kinds/plans';
import { plomb } from './kinds/plomb';
import { pvAg } from './kinds/pv-ag';
import { reglement } from './kinds/reglement';
import { releveDeCompte } from './kinds/releve-de-compte';
import { questionnaireSyndic } from './kinds/questionnaire-syndic';
import { moreAccounts } from './kinds/more-tuning-accounts';
import { moreAssemblies } from './kinds/more-tuning-assemblies';
import { moreBuilding } from './kinds/more-tuning-building';

const FAMILIES: DocumentSpec[][] = [
  pvAg,
  convocationAg,
  reglement,
  diagnostic,
  amiante,
  plomb,
  carnet,
  plans,
  immatriculation,
  ficheSynthetique,
  appelDeFonds,
  releveDeCompte,
  annexesComptables,
  decompteDeCharges,
  questionnaireSyndic,
  facture,
  courrier,
];

/**
 * A second batch written later, all for tuning: the first batch's tuning half no longer
 * showed any failure. Appended so that the first batch keeps its ids and its halves.
 */
const TUNING_ONLY: DocumentSpec[][] = [moreAssemblies, moreBuilding, moreAccounts];

/** How many documents alternate between the halves; those after are all for tuning. */
export const ALTERNATING_DOCUMENTS = FAMILIES.flat().length;

/**
 * The independent corpus: documents typed by hand, without reading the reader's rules nor
 * the generated corpus's templates, so that it measures the reader on layouts and wordings
 * nobody tuned it on. Inside each family one document in two (`tune`) may be used to tune
 * the rules; the others stay never seen. Counting across families keeps the halves even.
 * The documents of TUNING_ONLY, after them, are all for tuning.
 */
export function buildIndependentCorpus(): CorpusDocument[] {
  return [...FAMILIES, ...TUNING_ONLY].flat().map((spec, index) => {
    const id = `independent-${String(index).padStart(3, '0')}-${spec.kind}${spec.scan ? '-scan' : ''}`;
    const png = spec.scan?.as === 'png';
    return {
      ...spec,
      id,
      split: 'independent',
      tune: index >= ALTERNATING_DOCUMENTS || index % 2 === 0,
      file: `${id}.${png ? 'png' : 'pdf'}`,
      mimetype: png ? 'image/png' : 'application/pdf',
    };
  });
}
