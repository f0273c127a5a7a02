import { certificationStatement, type CertificationMode, type PrintedSources } from '@ped/domain';
import type { PreEtatDateInput } from './build-model';
import { isSellerSource } from './figures';

/** How many printed figures were checked (read in a document or entered by staff) and how many rest on the seller's word. */
export function printedSources(input: PreEtatDateInput, documents: number): PrintedSources {
  const printed = input.figures.filter((f) => f.cents !== null);
  const seller = printed.filter((f) => isSellerSource(f.source)).length;
  return { checked: printed.length - seller, seller, documents };
}

/** « Mode d’établissement »: the sentence the certification prints for these figures. */
export const statementFor = (mode: CertificationMode, input: PreEtatDateInput, documents: number) =>
  certificationStatement(mode, printedSources(input, documents));
