import {
  documentChecklist,
  documentKind,
  isAbsence,
  itemLabel,
  parisDay,
  type AbsenceStatement,
  type CheckReason,
  type CheckResult,
  type RegisterFacts,
  type StatusValue,
} from '@ped/domain';
import type { PreEtatDateInput } from './build-model';
import type { Certification } from './model';
import { orderInput } from './from-order';
import type { OrderForDocument, OrderSources } from './order-sources';
import { budgetCallsOf, documentDay, numberedLots, worksVoted } from './schedule-of';
import { usedDocuments } from './used-documents';
import { PV } from './record-rows';
import { isSellerSource } from './figures';
import { sourceLabel } from './sources';

/** What the document's input does not carry and the checks need: the order's review of its figures. */
export interface CheckContext {
  /** figures two sources disagree on, and whether staff settled it */
  flags: Array<{
    field: string;
    lot: string | null;
    disagreement: boolean;
    resolved: boolean;
    /** where the printed value comes from: a document, staff's own entry or the seller's form */
    source: { kind: 'form' | 'document' | 'staff' };
  }>;
  sellerTotals: Array<{ field: PreEtatDateInput['figures'][number]['field']; cents: number }>;
  absences: AbsenceStatement[];
  /** the documents the figures were read from: none may be dated after the document, each annexed */
  documents: Array<Certification['documents'][number] & { annexed: boolean }>;
  reasons: CheckReason[];
  /** the order's facts about its copropriété (« Terminer » waits for it); null for a sample */
  register: RegisterFacts | null;
}

const day = (date: Date | null) => (date ? parisDay(date) : null);

/**
 * The checks before « Terminer » (@ped/domain document-checks.ts) on what the document
 * would print: the same input as the PDF, for an order and for a sample alike.
 */
export function documentChecks(input: PreEtatDateInput, context: CheckContext): CheckResult[] {
  const lots = numberedLots(input);
  const numbers = new Set(lots.map((lot) => lot.number));
  const flag = (field: string, lot: string | null) =>
    context.flags.find((f) => f.field === field && f.lot === lot);
  const works = worksVoted(input);
  const nextAg = input.record.next_ag;
  const ppt = input.record.ppt?.value as StatusValue | undefined;
  return documentChecklist({
    lots,
    // a sale nobody split per lot prints one statement for all: lot_split asks for the split
    figures: input.figures
      .filter((f) => f.lot === null || numbers.has(f.lot))
      .map((f) => {
        const flagged = flag(f.field, f.lot);
        return {
          ...f,
          source: f.source ? sourceLabel(f.source) : null,
          // a sample's figures are all read in its documents
          readInDocument: flagged ? flagged.source.kind === 'document' : !isSellerSource(f.source),
          disagreement: flagged?.disagreement ?? false,
          resolved: flagged?.resolved ?? false,
        };
      }),
    sellerTotals: context.sellerTotals,
    works: works.length ? works : null,
    accountsApprovedOn: day(input.lastApprovedAccounts),
    absences: context.absences,
    issuedOn: documentDay(input),
    budgetCalls: budgetCallsOf(input),
    keys: input.terms.keys,
    pptAdopted: ppt?.status === 'adopted',
    documents: context.documents.map((d) => ({
      label: d.type,
      date: day(d.date),
      annexed: d.annexed,
    })),
    nextAg: nextAg
      ? {
          status: (nextAg.value as StatusValue).status,
          date: (nextAg.value as StatusValue).date,
          sourceLabel: nextAg.source ? sourceLabel(nextAg.source) : null,
        }
      : null,
    reasons: context.reasons,
    register: context.register,
  });
}

/** A sample's statements of absence rest on the PV whose date staff entered (sourceDate). */
export function sampleContext(input: PreEtatDateInput, reasons: CheckReason[] = []): CheckContext {
  return {
    flags: [],
    sellerTotals: [],
    absences: Object.entries(input.record).flatMap(([key, entry]) =>
      entry && isAbsence(key as never, entry.value)
        ? [
            {
              label: itemLabel(key as never),
              source: entry.sourceDate
                ? { doctype: PV, date: day(entry.sourceDate), confirmedByStaff: true }
                : null,
            },
          ]
        : [],
    ),
    // a sample cites the documents of its certification; each must be among its annexes
    documents: (input.certification?.documents ?? []).map((d) => ({
      ...d,
      annexed: input.documents.some(
        (a) => documentKind(a.doctype, a.comment) === d.type && day(a.delivered) === day(d.date),
      ),
    })),
    reasons,
    register: null,
  };
}

/**
 * The checklist of an order before « Terminer »: its document as it would be delivered
 * (now, unless `input` is the one being delivered), with the figures' disagreements, the seller's totals to split and the statements of
 * absence with the documents they rest on.
 */
export function orderChecklist(
  order: OrderForDocument,
  sources: OrderSources,
  input: PreEtatDateInput = orderInput(order, sources, {
    issuedAt: new Date(),
    certification: null,
  }),
): CheckResult[] {
  return documentChecks(input, {
    flags: sources.figures.figures,
    // a total stated for a version already delivered no longer binds the lots (ADR 074)
    sellerTotals: sources.figures.sellerTotals
      .filter((t) => t.current)
      .map((t) => ({ field: t.field, cents: Math.round(t.value * 100) })),
    absences: sources.record
      .filter((item) => item.value && isAbsence(item.key, item.value))
      .map((item) => ({
        label: itemLabel(item.key),
        source: item.source?.document_id
          ? {
              doctype: item.source.document_doctype ?? 0,
              date: item.source.document_date,
              confirmedByStaff: item.source.date_confirmed,
            }
          : null,
      })),
    documents: usedDocuments(order, sources),
    reasons: sources.figures.reasons,
    register: order,
  });
}
