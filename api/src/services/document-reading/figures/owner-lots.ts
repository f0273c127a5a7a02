import { documentLines } from './lines';
import { namedLots } from './subject';

/**
 * The families a syndic addresses to one owner about their lots. A PV d'assemblée or the
 * building's annexes name other owners' lots (votes, lists), which say nothing of whose
 * papers they are.
 */
const OWNER_PAPERS = new Set([
  'appel-de-fonds',
  'releve-de-compte',
  'decompte-de-charges',
  'questionnaire-syndic',
]);

/** More lots than one owner holds in a copropriété. */
const MAX_OWNER_LOTS = 20;

/**
 * The lots an owner's paper names, as printed (« 12 », « 412 »): the order compares them
 * with the sale's, so that another lot's call or ledger does not fill the sale's figures.
 */
export function ownerPaperLots(pages: string[], kind: string | null): string[] {
  if (!kind || !OWNER_PAPERS.has(kind)) return [];
  const lots = [...namedLots(documentLines(pages))];
  // a paper naming many lots lists the building's (a call's schedule of every lot)
  return lots.length <= MAX_OWNER_LOTS ? lots : [];
}
