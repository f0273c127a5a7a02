import { billingMonthLabel, formatCents, type BillingMonth } from '@ped/domain';
import { renderMail } from './layout';

export interface MonthlyBillingMail {
  month: BillingMonth;
  organisation: string;
  orders: Array<{ orderid: string; amount: number; invoice?: string | null }>;
  /** centimes TTC */
  amount: number;
  /** 'Visa •••• 4242', when a card was charged or tried */
  card: string | null;
  facturationUrl: string;
}

const count = (n: number) => `${n} commande${n > 1 ? 's' : ''}`;

const orderLines = (orders: MonthlyBillingMail['orders']) =>
  orders.map(
    ({ orderid, amount, invoice }) =>
      `Commande ${orderid} : ${formatCents(amount)} TTC${invoice ? ` — facture ${invoice}` : ''}`,
  );

/** The owner's monthly summary once the card was charged. */
export function monthlyBillingChargedMail({
  month,
  organisation,
  orders,
  amount,
  card,
  facturationUrl,
}: MonthlyBillingMail) {
  const label = billingMonthLabel(month);
  return {
    subject: `Relevé de ${label} : ${count(orders.length)} réglée${orders.length > 1 ? 's' : ''} (${formatCents(amount)} TTC)`,
    ...renderMail({
      title: `Votre relevé de ${label}`,
      intro: `Bonjour, les commandes de ${organisation} en facturation différée de ${label} ont été réglées en une fois : ${formatCents(amount)} TTC débités sur ${card ?? 'votre carte enregistrée'}.`,
      paragraphs: [
        ...orderLines(orders),
        'Vos factures sont disponibles au format PDF dans la page Facturation de votre espace professionnel.',
      ],
      action: { label: 'Voir mes factures', url: facturationUrl },
    }),
  };
}

/** The owner's notice when nothing could be charged: the orders are to be paid from Facturation. */
export function monthlyBillingUnpaidMail({
  month,
  organisation,
  orders,
  amount,
  card,
  facturationUrl,
}: MonthlyBillingMail) {
  const label = billingMonthLabel(month);
  const reason = card
    ? `Votre banque a refusé le paiement de ${formatCents(amount)} TTC sur ${card} : aucune somme n’a été prélevée.`
    : `Aucune carte n’est enregistrée pour ${organisation} : aucune somme n’a été prélevée.`;
  return {
    subject: `Relevé de ${label} : ${count(orders.length)} à régler (${formatCents(amount)} TTC)`,
    ...renderMail({
      title: `Votre relevé de ${label} reste à régler`,
      intro: `Bonjour, nous n’avons pas pu régler les commandes de ${organisation} en facturation différée de ${label}. ${reason}`,
      paragraphs: [
        ...orderLines(orders),
        `Réglez-les depuis la page Facturation de votre espace professionnel${card ? ', avec une autre carte si besoin' : ' après avoir enregistré une carte'}. Nous ne retenterons pas ce prélèvement de nous-mêmes.`,
      ],
      action: { label: 'Régler depuis Facturation', url: facturationUrl },
    }),
  };
}
