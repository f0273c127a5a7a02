import {
  LOT_KINDS,
  OFFERS,
  ORDER_METHODS,
  formatCents,
  formatDateTime,
  isOfferCode,
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

/** The customer's confirmation once the payment is received, with the order's summary. */
export function orderPaidMail({
  orderid,
  stored,
  offer,
  amountCents,
  paidAt,
  followUrl,
}: OrderPaidMail) {
  const offerName = isOfferCode(offer) ? OFFERS[offer].name : 'Pré-état daté';
  const address = [
    stored.address,
    stored.additional,
    [stored.zipcode, stored.city].filter(Boolean).join(' '),
  ]
    .filter(Boolean)
    .join(', ');
  const method = ORDER_METHODS.find((m) => m.value === stored.method);
  const summary = [
    `Commande n° ${orderid} — offre ${offerName}`,
    address ? `Bien : ${address}` : null,
    lotsLine(stored),
    method ? `Documents : ${method.label}` : null,
    `Montant payé : ${formatCents(amountCents)} TTC, le ${formatDateTime(paidAt)}`,
  ].filter((line): line is string => line !== null);
  return {
    subject: `Commande ${orderid} confirmée : paiement reçu`,
    ...renderMail({
      title: 'Votre commande est confirmée',
      intro: `Bonjour, nous avons bien reçu votre paiement pour votre pré-état daté. Merci de votre confiance !`,
      paragraphs: [
        ...summary,
        NEXT_STEP[method?.value ?? 'extranet'],
        'Vous recevrez un e-mail dès que votre pré-état daté sera prêt, en moins de 24 h en moyenne.',
      ],
      action: { label: 'Suivre ma commande', url: followUrl },
    }),
  };
}
