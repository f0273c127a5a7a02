import { documentKind, formatDateInFull, parisDay } from '@ped/domain';
import type { NumberedSource, SourceRef } from './model';

/**
 * The sources of a pré-état daté, numbered once (issue 34: 66 grey lines of 7 pt repeated
 * « Source : … » under every figure): each figure carries [n], and one table at the end
 * names each document with its date and the pages cited, and says whether it is annexed.
 * Every document the register delivers with the document is in it, cited or not.
 */

/** The register's documents, delivered with the pré-état daté as its annexes. */
export interface AnnexedDocument {
  doctype: number;
  delivered: Date | null;
  comment: string | null;
}

const dayOf = (date: Date | null) => (date ? parisDay(date) : null);

/**
 * « Relevé de compte copropriétaire du 2 novembre 2026 », « Vérifié par le rédacteur le 3 mars
 * 2026 », « Déclaration du vendeur »: how a source is named where a sentence needs it, and
 * what tells two sources apart (the checks compare them: one balance per account statement).
 */
export function sourceLabel(ref: SourceRef): string {
  const day = ref.date ? formatDateInFull(ref.date) : '';
  if (!day) return ref.document;
  return `${ref.document} ${ref.isDocument ? 'du' : 'le'} ${day}`;
}

const keyOf = (document: string, date: Date | null) => `${document}|${dayOf(date) ?? ''}`;

export interface SourceIndex {
  list: NumberedSource[];
  /** the number printed beside a figure or statement read from `ref`; null without a source */
  refOf(ref: SourceRef | null | undefined): number | null;
  /** the same from the source's name (`sourceLabel`), as the alerts of @ped/domain carry it */
  refOfLabel(label: string): number | null;
  /** the number of an annexed register document; null for none */
  refOfAnnex(annex: AnnexedDocument | null | undefined): number | null;
}

/**
 * Numbers the documents annexed and every source cited: documents first, oldest first, then
 * the seller's and staff's entries. A document cited on several pages is one line.
 */
export function indexSources(cited: SourceRef[], annexed: AnnexedDocument[]): SourceIndex {
  const lines = new Map<string, Omit<NumberedSource, 'n'>>();
  for (const d of annexed) {
    const document = documentKind(d.doctype, d.comment);
    const key = keyOf(document, d.delivered);
    if (!lines.has(key))
      lines.set(key, {
        document,
        date: d.delivered,
        pages: [],
        annexed: true,
        // the comment names an « Autre » document already
        comment: d.doctype === 10 ? null : d.comment,
      });
  }
  for (const ref of cited) {
    const key = keyOf(ref.document, ref.date);
    const line = lines.get(key) ?? {
      document: ref.document,
      date: ref.date,
      pages: [],
      annexed: ref.isDocument ? false : null,
      comment: null,
    };
    if (ref.page !== null && !line.pages.includes(ref.page)) line.pages.push(ref.page);
    lines.set(key, line);
  }
  const rank = (l: Omit<NumberedSource, 'n'>) => (l.annexed === null ? 1 : 0);
  const list = [...lines.values()]
    .map((line) => ({ ...line, pages: [...line.pages].sort((a, b) => a - b) }))
    .sort(
      (a, b) =>
        rank(a) - rank(b) ||
        (dayOf(a.date) ?? '').localeCompare(dayOf(b.date) ?? '') ||
        a.document.localeCompare(b.document),
    )
    .map((line, index) => ({ ...line, n: index + 1 }));
  const numbers = new Map(list.map((line) => [keyOf(line.document, line.date), line.n]));
  const byLabel = new Map(
    list.map((line) => [
      sourceLabel({ ...line, page: null, isDocument: line.annexed !== null }),
      line.n,
    ]),
  );
  return {
    list,
    refOf: (ref) => (ref ? (numbers.get(keyOf(ref.document, ref.date)) ?? null) : null),
    refOfLabel: (label) => byLabel.get(label) ?? null,
    refOfAnnex: (annex) =>
      annex
        ? (numbers.get(keyOf(documentKind(annex.doctype, annex.comment), annex.delivered)) ?? null)
        : null,
  };
}
