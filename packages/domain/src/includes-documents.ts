import type { OfferCode } from './offers';

/** The Pack ALUR: we gather every ALUR annex of the sale for the customer. */
const DOCUMENTS_OFFER: OfferCode = 'vte';

/**
 * `includes_documents` (docs/product.md §3.2, docs/decisions/015-includes-documents.md): the order comes
 * with documents to annex to the pré-état daté, either because the customer sent some
 * (at least one upload on the order) or because it bought the Pack ALUR. Such an order
 * needs a copropriété register before 'Terminer' (isFinishDisabled). The flag follows the
 * order: deleting the last upload of a non-ALUR draft turns it back off.
 */
export function includesDocuments(order: { offer?: string | null; uploadCount: number }): boolean {
  return order.offer === DOCUMENTS_OFFER || order.uploadCount > 0;
}
