import { documentKind, parisDay } from '@ped/domain';
import type { Certification } from './model';
import { documentSources, type OrderForDocument, type OrderSources } from './order-sources';

type Used = Certification['documents'][number] & { doctype: number | null; annexed: boolean };

const dayOf = (date: Date | null) => (date ? parisDay(date) : null);

/**
 * The documents the figures and statements were read from, each once: the register's
 * (annexed to the document) and the customer's uploads cited. An upload of a register
 * document's type and day is that document sent again (the PV the seller uploaded, then
 * staff filed in the register), not another source.
 */
export function usedDocuments(
  order: OrderForDocument,
  sources: OrderSources,
): Array<Certification['documents'][number] & { annexed: boolean }> {
  const known = documentSources(order, sources.documents);
  const cited = new Set([
    ...sources.figures.figures.map((f) => f.source.document_id),
    ...sources.record.map((r) => r.source?.document_id),
  ]);
  const register: Used[] = sources.documents.map((d) => ({
    type: documentKind(d.doctype, d.comment),
    date: d.delivered,
    doctype: d.doctype,
    annexed: true,
  }));
  const uploads: Used[] = [...known]
    .filter(([id]) => cited.has(id) && !sources.documents.some((d) => String(d._id) === id))
    .map(([, d]) => ({ type: d.name, date: d.date, doctype: d.doctype, annexed: false }));
  const used: Used[] = [];
  for (const document of [...register, ...uploads]) {
    const same = used.some(
      (u) =>
        u.doctype !== null &&
        u.doctype === document.doctype &&
        dayOf(u.date) !== null &&
        dayOf(u.date) === dayOf(document.date),
    );
    if (!same) used.push(document);
  }
  return used.map(({ type, date, annexed }) => ({ type, date, annexed }));
}
