import { isOfferCode } from './offers';
import { amountsRequired, ORDER_METHODS } from './order-form';

/**
 * Libre (docs/product.md §1.2, ADR 040): the seller types the amounts themselves and no document is
 * collected, so there is nothing for staff to check. The pré-état daté is generated from
 * those figures as soon as the payment is received, and says it was drawn up on the
 * seller's sole declaration. Every text about Libre reads from here.
 */
export function isSelfDeclared(offer: unknown): boolean {
  return isOfferCode(offer) && amountsRequired(offer);
}

export const SELF_DECLARED_TEXT = {
  /** the « Documents » line of a recap, a summary or an e-mail */
  documents: 'Aucun : vous saisissez vous-même les montants',
  /** above the amounts the seller types: a blank prints « Non communiqué », never 0 */
  amountsHint:
    'Avec l’offre Libre, vous saisissez les montants, relevés sur vos appels de fonds, votre relevé de compte et le dernier PV d’AG. Ceux marqués * sont requis : indiquez 0 s’il n’y en a pas. Laissez vide un autre montant que vous ne connaissez pas : le document portera « Non communiqué ».',
  /** what happens after the payment */
  nextStep:
    'Votre pré-état daté est établi à partir des montants que vous avez saisis, sur votre seule déclaration et sans vérification par nos équipes. Il vous est envoyé par e-mail dès la réception du paiement.',
  /** what the document itself says */
  certification:
    'Établi sur la seule déclaration du vendeur, à partir des montants qu’il a saisis, sans vérification par nos équipes.',
} as const;

/** The « Documents » line of an order's summary: how the documents reach us, or Libre's none. */
export function documentsLine(offer: unknown, method: unknown): string | null {
  if (isSelfDeclared(offer)) return SELF_DECLARED_TEXT.documents;
  return ORDER_METHODS.find((m) => m.value === method)?.label ?? null;
}

/**
 * « Comment ça marche ? » of an offer's landing page: Libre collects no document — the
 * seller types the amounts and the document leaves at the payment, to them and their notary
 * (order-payment-events.ts); every other offer is drawn up by staff from the documents.
 */
export function orderSteps(offer: unknown): string[] {
  if (isSelfDeclared(offer))
    return [
      'Vous remplissez le formulaire guidé : la copropriété, les lots vendus et votre notaire.',
      'Vous saisissez vous-même les montants, relevés sur vos appels de fonds et votre relevé de compte copropriétaire, avec une aide pour chacun.',
      'Dès le paiement, votre pré-état daté, établi sur votre seule déclaration, vous est envoyé par e-mail, ainsi qu’à votre notaire.',
    ];
  return [
    'Vous commandez en ligne et indiquez la copropriété, les lots vendus et votre notaire.',
    'Vous transmettez vos documents (appels de fonds, relevé de compte copropriétaire, dernier PV d’assemblée générale) ou l’accès à l’extranet de votre syndic.',
    'Vous recevez votre pré-état daté au format PDF, prêt à être annexé à la promesse de vente.',
  ];
}
