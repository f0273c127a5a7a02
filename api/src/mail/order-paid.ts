import {
  LOT_KINDS,
  OFFERS,
  SELF_DECLARED_TEXT,
  documentsLine,
  formatCents,
  formatDateTime,
  isOfferCode,
  isSelfDeclared,
  type OrderForm,
  type OrderMethod,
} from '@ped/domain';
import { renderMail } from './layout';

export interface OrderPaidMail {
  orderid: string;
  stored: Partial<OrderForm>;
  offer: string | null;
  amountCents: number;
  paidAt: Date;
  followUrl: string;
  /** signed link downloading the order's invoice, null when invoicing is off */
  invoiceUrl: string | null;
  /** Libre: signed link downloading the pré-état daté, ready at payment */
  documentUrl: string | null;
}

const NEXT_STEP: Record<OrderMethod, string> = {
  extranet:
    'Nous récupérons les documents sur l’extranet de votre syndic avec les accès que vous nous avez confiés.',
  upload:
    'Nous travaillons à partir des documents que vous avez déposés ; vous pouvez en ajouter depuis le suivi de votre commande.',
  email: 'Envoyez-nous vos documents par e-mail en indiquant votre numéro de commande.',
};

function lotsLine(stored: Partial<OrderForm>): string | null {
  const lots = stored.lots ?? [];
  if (lots.length === 0) return null;
  const label = (kind: string) => LOT_KINDS.find((k) => k.value === kind)?.label ?? kind;
  return `Lots : ${lots.map((lot) => `${label(lot.kind)} n° ${lot.number}`).join(', ')}`;
}

function nextSteps(
  offer: string | null,
  method: OrderMethod | undefined,
  documentReady: boolean,
): string[] {
  if (isSelfDeclared(offer))
    return [documentReady ? SELF_DECLARED_TEXT.certification : SELF_DECLARED_TEXT.nextStep];
  return [
    NEXT_STEP[method ?? 'extranet'],
    'Vous recevrez un e-mail dès que votre pré-état daté sera prêt, en moins de 24 h en moyenne.',
  ];
}

/** The order's summary lines: number and offer, property, lots, documents. */
function summaryOf(orderid: string, stored: Partial<OrderForm>, offer: string | null): string[] {
  const offerName = isOfferCode(offer) ? OFFERS[offer].name : 'Pré-état daté';
  const address = [
    stored.address,
    stored.additional,
    [stored.zipcode, stored.city].filter(Boolean).join(' '),
  ]
    .filter(Boolean)
    .join(', ');
  const documents = documentsLine(offer, stored.method);
  return [
    `Commande n° ${orderid} — offre ${offerName}`,
    address ? `Bien : ${address}` : null,
    lotsLine(stored),
    documents ? `Documents : ${documents}` : null,
  ].filter((line): line is string => line !== null);
}

/** The customer's confirmation once the payment is received, with the order's summary. */
export function orderPaidMail({
  orderid,
  stored,
  offer,
  amountCents,
  paidAt,
  followUrl,
  invoiceUrl,
  documentUrl,
}: OrderPaidMail) {
  const summary = [
    ...summaryOf(orderid, stored, offer),
    `Montant payé : ${formatCents(amountCents)} TTC, le ${formatDateTime(paidAt)}`,
  ];
  return {
    subject: documentUrl
      ? `Commande ${orderid} confirmée : votre pré-état daté est prêt`
      : `Commande ${orderid} confirmée : paiement reçu`,
    ...renderMail({
      title: documentUrl ? 'Votre pré-état daté est prêt' : 'Votre commande est confirmée',
      intro: `Bonjour, nous avons bien reçu votre paiement pour votre pré-état daté. Merci de votre confiance !`,
      paragraphs: [...summary, ...nextSteps(offer, stored.method, documentUrl !== null)],
      action: documentUrl
        ? { label: 'Télécharger mon pré-état daté', url: documentUrl }
        : { label: 'Suivre ma commande', url: followUrl },
      links: [
        ...(invoiceUrl ? [{ label: 'Télécharger ma facture (PDF)', url: invoiceUrl }] : []),
        ...(documentUrl ? [{ label: 'Voir ma commande', url: followUrl }] : []),
      ],
    }),
  };
}

export interface OrderDeferredMail {
  orderid: string;
  stored: Partial<OrderForm>;
  offer: string | null;
  followUrl: string;
  /** the Espace Pro page where the organisation settles its orders */
  billingUrl: string;
}

/**
 * The confirmation of an order billed later (« Facturation différée »): the confirmation page
 * announces it, and no payment e-mail will come before production starts.
 */
export function orderDeferredMail({
  orderid,
  stored,
  offer,
  followUrl,
  billingUrl,
}: OrderDeferredMail) {
  return {
    subject: `Commande ${orderid} confirmée : facturation différée`,
    ...renderMail({
      title: 'Votre commande est confirmée',
      intro:
        'Bonjour, votre commande de pré-état daté est enregistrée. Nous la traitons dès maintenant ; vous la réglerez plus tard depuis votre Espace Pro.',
      paragraphs: [...summaryOf(orderid, stored, offer), ...nextSteps(offer, stored.method, false)],
      action: { label: 'Suivre ma commande', url: followUrl },
      links: [{ label: 'Régler mes commandes depuis l’Espace Pro', url: billingUrl }],
    }),
  };
}
