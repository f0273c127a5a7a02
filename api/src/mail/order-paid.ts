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
  const offerName = isOfferCode(offer) ? OFFERS[offer].name : 'Pré-état daté';
  const address = [
    stored.address,
    stored.additional,
    [stored.zipcode, stored.city].filter(Boolean).join(' '),
  ]
    .filter(Boolean)
    .join(', ');
  const documents = documentsLine(offer, stored.method);
  const summary = [
    `Commande n° ${orderid} — offre ${offerName}`,
    address ? `Bien : ${address}` : null,
    lotsLine(stored),
    documents ? `Documents : ${documents}` : null,
    `Montant payé : ${formatCents(amountCents)} TTC, le ${formatDateTime(paidAt)}`,
  ].filter((line): line is string => line !== null);
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
