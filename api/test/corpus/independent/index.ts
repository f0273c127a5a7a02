import type { CorpusDocument, DocumentSpec } from '../spec';
import { day } from './blocks';
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
import { fifthDates } from './kinds/fifth-tuning-dates';
import { fourthDates } from './kinds/fourth-tuning-dates';
import { immatriculation } from './kinds/immatriculation';
import { plans } from './kinds/plans';
import { plomb } from './kinds/plomb';
import { pvAg } from './kinds/pv-ag';
import { reglement } from './kinds/reglement';
import { releveDeCompte } from './kinds/releve-de-compte';
import { seventhNeverSeen } from './kinds/seventh-never-seen';
import { sixthDates } from './kinds/sixth-tuning-dates';
import { eighthTuning } from './kinds/eighth-tuning';
import { ninthFigures } from './kinds/ninth-tuning-figures';
import { tenthListings } from './kinds/tenth-software-listings';
import { eleventhListings } from './kinds/eleventh-listings';
import { twelfthListings } from './kinds/twelfth-listings';
import { thirteenthListings } from './kinds/thirteenth-listings';
import { fourteenthListings } from './kinds/fourteenth-listings';
import { fifteenthListings } from './kinds/fifteenth-listings';
import { sixteenthListings } from './kinds/sixteenth-listings';
import { seventeenthListings } from './kinds/seventeenth-listings';
import { eighteenthListings } from './kinds/eighteenth-listings';
import { nineteenthListings } from './kinds/nineteenth-listings';
import { twentiethListings } from './kinds/twentieth-listings';
import { twentyFirstListings } from './kinds/twenty-first-listings';
import { twentySecondListings } from './kinds/twenty-second-listings';
import { twentyThirdListings } from './kinds/twenty-third-listings';
import { twentyFourthListings } from './kinds/twenty-fourth-listings';
import { twentyFifthListings } from './kinds/twenty-fifth-listings';
import { questionnaireSyndic } from './kinds/questionnaire-syndic';
import { moreAccounts } from './kinds/more-tuning-accounts';
import { moreAssemblies } from './kinds/more-tuning-assemblies';
import { moreBuilding } from './kinds/more-tuning-building';
import { neverSeenAccounts } from './kinds/never-seen-accounts';
import { neverSeenAssemblies } from './kinds/never-seen-assemblies';
import { neverSeenBuilding } from './kinds/never-seen-building';
import { neverSeenLetters } from './kinds/never-seen-letters';
import { neverSeenQuestionnaires } from './kinds/never-seen-questionnaires';
import { thirdAccounts } from './kinds/third-tuning-accounts';
import { thirdAssemblies } from './kinds/third-tuning-assemblies';
import { thirdBuilding } from './kinds/third-tuning-building';
import { thirdDiagnostics } from './kinds/third-tuning-diagnostics';
import { thirdMail } from './kinds/third-tuning-mail';
import { thirdQuestionnaires } from './kinds/third-tuning-questionnaires';

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

/**
 * A fresh never-seen batch, written by someone who read neither the rules nor the other
 * documents and never ran the reader on it: the first batch's never-seen half had been
 * scored too often to stay unseen. Nobody tunes on it; only aggregate scores are read.
 */
const NEVER_SEEN_ONLY: DocumentSpec[][] = [
  neverSeenAssemblies,
  neverSeenBuilding,
  neverSeenAccounts,
  neverSeenQuestionnaires,
  neverSeenLetters,
];

/**
 * A third tuning batch, written before reading the rules when the second one no longer
 * showed any failure either; wider than the rules (wordings, letterheads, scanned forms).
 */
const THIRD_TUNING: DocumentSpec[][] = [
  thirdAssemblies,
  thirdDiagnostics,
  thirdBuilding,
  thirdAccounts,
  thirdQuestionnaires,
  thirdMail,
];

/** A fourth tuning batch, written before reading the rules: rival dates a human sees through. */
const FOURTH_TUNING: DocumentSpec[][] = [fourthDates];

/**
 * A fifth tuning batch, written before reading the rules: rival dates of equal strength (a
 * replaced, answered or quoted document's date, a previous meeting, a request, a visit) and
 * documents whose only date is weak.
 */
const FIFTH_TUNING: DocumentSpec[][] = [fifthDates];

/**
 * A sixth tuning batch, written before reading the rules: documents whose own date is
 * printed once and weakly while another event's date is strongly introduced, and kinds
 * and layouts the earlier batches did not cover (contracts, quotes, work orders, e-mail
 * threads, proxies, handwritten, ISO and US dates).
 */
const SIXTH_TUNING: DocumentSpec[][] = [sixthDates];

/**
 * A seventh batch, never seen, written blind when the first never-seen documents had been
 * scored over many rounds: it measures the confidence again on documents nobody looked at.
 */
const SEVENTH_NEVER_SEEN: DocumentSpec[][] = [seventhNeverSeen];

/** An eighth tuning batch, written before reading the rules, beside the seventh. */
const EIGHTH_TUNING: DocumentSpec[][] = [eighthTuning];

/** A ninth tuning batch, written before reading the rules: accounting documents' figures. */
const NINTH_TUNING: DocumentSpec[][] = [ninthFigures];

/**
 * A tenth batch (issue 39), written before any rule changed and scored once on the old
 * reader: documents as syndic software prints them. Its pairs alternate between the halves.
 */
const TENTH_LISTINGS: DocumentSpec[][] = [tenthListings];

/**
 * An eleventh batch (issue 39, second round, ADR 084), written before any rule of that round
 * changed and scored once on the reader as the first round left it; its pairs alternate too.
 */
const ELEVENTH_LISTINGS: DocumentSpec[][] = [eleventhListings];

/**
 * A twelfth batch (issue 39, third round), written by a writer who never read the rules,
 * before any rule of that round changed and before the reader was run on it; its pairs
 * alternate too.
 */
const TWELFTH_LISTINGS: DocumentSpec[][] = [twelfthListings];

/**
 * A thirteenth batch (issue 39, fourth round), written by a writer who never read the rules,
 * before any rule of that round changed and before the reader was run on it; its pairs
 * alternate too.
 */
const THIRTEENTH_LISTINGS: DocumentSpec[][] = [thirteenthListings];

/**
 * A fourteenth batch (issue 39, fifth round), written by a writer who never read the rules,
 * before any rule of that round changed and before the reader was run on it; its pairs
 * alternate too.
 */
const FOURTEENTH_LISTINGS: DocumentSpec[][] = [fourteenthListings];

/**
 * A fifteenth batch (issue 39, sixth round), written by a writer who never read the rules,
 * before any rule of that round changed and before the reader was run on it; its pairs
 * alternate too.
 */
const FIFTEENTH_LISTINGS: DocumentSpec[][] = [fifteenthListings];

/**
 * A sixteenth batch (issue 39, seventh round), written by a writer who never read the rules,
 * before any rule of that round changed and before the reader was run on it; its pairs
 * alternate too.
 */
const SIXTEENTH_LISTINGS: DocumentSpec[][] = [sixteenthListings];

/**
 * A seventeenth batch (issue 39, eighth round), written by a writer who never read the rules,
 * before any rule of that round changed and before the reader was run on it; its pairs
 * alternate too.
 */
const SEVENTEENTH_LISTINGS: DocumentSpec[][] = [seventeenthListings];

/**
 * An eighteenth batch (issue 39, ninth round), written by a writer who never read the rules,
 * before any rule of that round changed and before the reader was run on it; its pairs
 * alternate too.
 */
const EIGHTEENTH_LISTINGS: DocumentSpec[][] = [eighteenthListings];

/**
 * A nineteenth batch (issue 39, tenth round), written by a writer who never read the rules,
 * before any rule of that round changed and before the reader was run on it; its pairs
 * alternate too.
 */
const NINETEENTH_LISTINGS: DocumentSpec[][] = [nineteenthListings];

/**
 * A twentieth batch (issue 39, eleventh round), written by a writer who never read the rules,
 * before any rule of that round changed and before the reader was run on it; its pairs
 * alternate too.
 */
const TWENTIETH_LISTINGS: DocumentSpec[][] = [twentiethListings];

/**
 * A twenty-first batch (issue 39, twelfth round), written by a writer who never read the rules,
 * before any rule of that round changed and before the reader was run on it; its pairs
 * alternate too.
 */
const TWENTY_FIRST_LISTINGS: DocumentSpec[][] = [twentyFirstListings];

/**
 * A twenty-second batch (issue 39, thirteenth round), written by a writer who never read the
 * rules, before any rule of that round changed and before the reader was run on it; its pairs
 * alternate too.
 */
const TWENTY_SECOND_LISTINGS: DocumentSpec[][] = [twentySecondListings];

/**
 * A twenty-third batch (issue 39, fourteenth round), written by a writer who never read the
 * rules, before any rule of that round changed and before the reader was run on it; its pairs
 * alternate too.
 */
const TWENTY_THIRD_LISTINGS: DocumentSpec[][] = [twentyThirdListings];

/**
 * A twenty-fourth batch (issue 39, fifteenth round), written by a writer who never read the
 * rules, before any rule of that round changed and before the reader was run on it; its pairs
 * alternate too.
 */
const TWENTY_FOURTH_LISTINGS: DocumentSpec[][] = [twentyFourthListings];

/**
 * A twenty-fifth batch (issue 39, sixteenth round), written by a writer who never read the
 * rules, before any rule of that round changed and before the reader was run on it; its pairs
 * alternate too.
 */
const TWENTY_FIFTH_LISTINGS: DocumentSpec[][] = [twentyFifthListings];

/** How many documents alternate between the halves; those after follow their batch. */
export const ALTERNATING_DOCUMENTS = FAMILIES.flat().length;

/**
 * Never-seen documents someone looked at (a smoke test of the upload route picked one by
 * mistake; a source printed by mistake): counted with the tuning half from then on, so
 * that the never-seen half stays unseen.
 */
export const SEEN_SINCE = new Set([
  'independent-067-questionnaire-syndic-scan',
  // its source was printed with its tuning neighbour's while the third round looked at it
  'independent-439-appel-de-fonds',
]);

/**
 * The kinds whose figures are read, each dated by its `document_date` figure (every batch
 * declares it, equal to the document's date), except the fresh never-seen batch, whose
 * writer only declared the other figures: its date is added here, so that a right date
 * proposed from it does not count as a figure the document does not support.
 */
export const DATED_FIGURE_KINDS = new Set([
  'pv-ag',
  'appel-de-fonds',
  'releve-de-compte',
  'annexes-comptables',
  'decompte-de-charges',
  'questionnaire-syndic',
]);

function withDocumentDate(spec: DocumentSpec): DocumentSpec {
  if (!DATED_FIGURE_KINDS.has(spec.kind)) return spec;
  if (spec.figures.some((figure) => figure.field === 'document_date')) return spec;
  return { ...spec, figures: [day('document_date', spec.dateISO), ...spec.figures] };
}

export interface Batch {
  documents: DocumentSpec[][];
  /** 'alternate': one document in two per family may be tuned on */
  tune: boolean | 'alternate';
}

export const BATCHES: Batch[] = [
  { documents: FAMILIES, tune: 'alternate' },
  { documents: TUNING_ONLY, tune: true },
  { documents: NEVER_SEEN_ONLY, tune: false },
  { documents: THIRD_TUNING, tune: true },
  { documents: FOURTH_TUNING, tune: true },
  { documents: FIFTH_TUNING, tune: true },
  { documents: SIXTH_TUNING, tune: true },
  { documents: SEVENTH_NEVER_SEEN, tune: false },
  { documents: EIGHTH_TUNING, tune: true },
  { documents: NINTH_TUNING, tune: true },
  { documents: TENTH_LISTINGS, tune: 'alternate' },
  { documents: ELEVENTH_LISTINGS, tune: 'alternate' },
  { documents: TWELFTH_LISTINGS, tune: 'alternate' },
  { documents: THIRTEENTH_LISTINGS, tune: 'alternate' },
  { documents: FOURTEENTH_LISTINGS, tune: 'alternate' },
  { documents: FIFTEENTH_LISTINGS, tune: 'alternate' },
  { documents: SIXTEENTH_LISTINGS, tune: 'alternate' },
  { documents: SEVENTEENTH_LISTINGS, tune: 'alternate' },
  { documents: EIGHTEENTH_LISTINGS, tune: 'alternate' },
  { documents: NINETEENTH_LISTINGS, tune: 'alternate' },
  { documents: TWENTIETH_LISTINGS, tune: 'alternate' },
  { documents: TWENTY_FIRST_LISTINGS, tune: 'alternate' },
  { documents: TWENTY_SECOND_LISTINGS, tune: 'alternate' },
  { documents: TWENTY_THIRD_LISTINGS, tune: 'alternate' },
  { documents: TWENTY_FOURTH_LISTINGS, tune: 'alternate' },
  { documents: TWENTY_FIFTH_LISTINGS, tune: 'alternate' },
];

/** The latest never-seen batch, printed apart: the older never-seen documents were scored often. */
export const LATEST_NEVER_SEEN_BATCH = BATCHES.findIndex(
  ({ documents }) => documents === SEVENTH_NEVER_SEEN,
);

/** The batch written for issue 39, whose halves the bench prints apart. */
export const LISTINGS_BATCH = BATCHES.findIndex(({ documents }) => documents === TENTH_LISTINGS);

/** The second listings batch (ADR 084), printed apart from the first. */
export const SECOND_LISTINGS_BATCH = BATCHES.findIndex(
  ({ documents }) => documents === ELEVENTH_LISTINGS,
);

/** The third listings batch (issue 39, third round), printed apart from the first two. */
export const THIRD_LISTINGS_BATCH = BATCHES.findIndex(
  ({ documents }) => documents === TWELFTH_LISTINGS,
);

/** The fourth listings batch (issue 39, fourth round), printed apart from the first three. */
export const FOURTH_LISTINGS_BATCH = BATCHES.findIndex(
  ({ documents }) => documents === THIRTEENTH_LISTINGS,
);

/** The fifth listings batch (issue 39, fifth round), printed apart from the first four. */
export const FIFTH_LISTINGS_BATCH = BATCHES.findIndex(
  ({ documents }) => documents === FOURTEENTH_LISTINGS,
);

/** The sixth listings batch (issue 39, sixth round), printed apart from the first five. */
export const SIXTH_LISTINGS_BATCH = BATCHES.findIndex(
  ({ documents }) => documents === FIFTEENTH_LISTINGS,
);

/** The seventh listings batch (issue 39, seventh round), printed apart from the first six. */
export const SEVENTH_LISTINGS_BATCH = BATCHES.findIndex(
  ({ documents }) => documents === SIXTEENTH_LISTINGS,
);

/** The eighth listings batch (issue 39, eighth round), printed apart from the first seven. */
export const EIGHTH_LISTINGS_BATCH = BATCHES.findIndex(
  ({ documents }) => documents === SEVENTEENTH_LISTINGS,
);

/** The ninth listings batch (issue 39, ninth round), printed apart from the first eight. */
export const NINTH_LISTINGS_BATCH = BATCHES.findIndex(
  ({ documents }) => documents === EIGHTEENTH_LISTINGS,
);

/** The tenth listings batch (issue 39, tenth round), printed apart from the first nine. */
export const TENTH_LISTINGS_BATCH = BATCHES.findIndex(
  ({ documents }) => documents === NINETEENTH_LISTINGS,
);

/** The eleventh listings batch (issue 39, eleventh round), printed apart from the first ten. */
export const ELEVENTH_LISTINGS_BATCH = BATCHES.findIndex(
  ({ documents }) => documents === TWENTIETH_LISTINGS,
);

/** The twelfth listings batch (issue 39, twelfth round), printed apart from the first eleven. */
export const TWELFTH_LISTINGS_BATCH = BATCHES.findIndex(
  ({ documents }) => documents === TWENTY_FIRST_LISTINGS,
);

/** The thirteenth listings batch (issue 39, thirteenth round), printed apart from the others. */
export const THIRTEENTH_LISTINGS_BATCH = BATCHES.findIndex(
  ({ documents }) => documents === TWENTY_SECOND_LISTINGS,
);

/** The fourteenth listings batch (issue 39, fourteenth round), printed apart from the others. */
export const FOURTEENTH_LISTINGS_BATCH = BATCHES.findIndex(
  ({ documents }) => documents === TWENTY_THIRD_LISTINGS,
);

/** The fifteenth listings batch (issue 39, fifteenth round), printed apart from the others. */
export const FIFTEENTH_LISTINGS_BATCH = BATCHES.findIndex(
  ({ documents }) => documents === TWENTY_FOURTH_LISTINGS,
);

/** The sixteenth listings batch (issue 39, sixteenth round), printed apart from the others. */
export const SIXTEENTH_LISTINGS_BATCH = BATCHES.findIndex(
  ({ documents }) => documents === TWENTY_FIFTH_LISTINGS,
);

/**
 * Kinds read for figures only from a later batch on: the batches before printed those
 * figures without declaring them (a fiche synthétique's budget, unpaid charges and works
 * fund), so their documents' figures are not scored, neither missing nor wrong.
 */
const FIGURES_DECLARED_FROM: Record<string, number> = { 'fiche-synthetique': LISTINGS_BATCH };

/** Whether the bench scores the figures read from `doc` against those it declares. */
export const declaresFigures = (doc: Pick<CorpusDocument, 'kind' | 'split' | 'batch'>) =>
  doc.split !== 'independent' || (doc.batch ?? 0) >= (FIGURES_DECLARED_FROM[doc.kind] ?? 0);

/** The listings batches, whose pairs alternate between the halves. */
export const LISTINGS_BATCHES = [
  LISTINGS_BATCH,
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
];

/**
 * The independent corpus: documents typed by hand, without reading the reader's rules nor
 * the generated corpus's templates, so that it measures the reader on layouts and wordings
 * nobody tuned it on. In the first batch one document in two per family (`tune`) may be
 * used to tune the rules and the others stay never seen; counting across families keeps
 * the halves even. Later batches are wholly for tuning or wholly never seen.
 */
export function buildIndependentCorpus(): CorpusDocument[] {
  const specs = BATCHES.flatMap(({ documents, tune }, batch) =>
    documents.flat().map((spec) => ({ spec: withDocumentDate(spec), tune, batch })),
  );
  return specs.map(({ spec, tune, batch }, index) => {
    const id = `independent-${String(index).padStart(3, '0')}-${spec.kind}${spec.scan ? '-scan' : ''}`;
    const png = spec.scan?.as === 'png';
    return {
      ...spec,
      id,
      split: 'independent',
      batch,
      tune: SEEN_SINCE.has(id) || (tune === 'alternate' ? index % 2 === 0 : tune),
      file: `${id}.${png ? 'png' : 'pdf'}`,
      mimetype: png ? 'image/png' : 'application/pdf',
    };
  });
}
