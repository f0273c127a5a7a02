import { SHARE_ROLE_LABELS, type AdminAction, type ShareRole } from '@ped/domain';
import { renderMail } from './layout';

/** Who got the delivered version through the notary's space (services/notary-space/delivery.ts). */
export interface DeliveryRecipients {
  /** the version just delivered: 2 and more replace an earlier one */
  version: number;
  recipients: Array<{ role: ShareRole; name: string; email: string }>;
  /** the offer shares through the notary's space (the seller may add recipients) */
  space: boolean;
}

export interface OrderMailContext {
  orderid: string;
  /** the customer's order page: PUBLIC_APP_URL/pre-etat-date/commande/<orderid> */
  orderUrl: string;
  /** 'done' only: the signed link that downloads the pré-état daté (app.documents.documentLink) */
  documentUrl?: string;
  /** 'done' only: the version delivered and who already has it */
  delivery?: DeliveryRecipients;
}

const recipientLine = ({ role, name, email }: DeliveryRecipients['recipients'][number]) =>
  `${SHARE_ROLE_LABELS[role].toLowerCase()}${name ? `, ${name}` : ''} (${email})`;

/**
 * What the seller does with the delivered document: nothing for whoever already has it
 * (the notary got the space's link at « Terminer »), and what changed in a new version.
 */
function deliveryParagraphs(delivery: DeliveryRecipients | undefined): string[] {
  const version = delivery?.version ?? 1;
  const replaces =
    version > 1
      ? [
          `C’est la version ${version}, qui remplace la version ${version - 1} : la page de votre commande dit ce qui a changé.`,
        ]
      : [];
  const recipients = delivery?.recipients ?? [];
  const handOver = recipients.length
    ? `Nous l’avons transmis par un lien vers leur espace sécurisé à : ${recipients.map(recipientLine).join(' ; ')}. Inutile de le leur renvoyer.`
    : delivery?.space
      ? 'Transmettez-le à votre notaire avec les documents de la copropriété, ou partagez-lui son espace sécurisé depuis la page de votre commande.'
      : 'Transmettez-le à votre notaire avec les documents de la copropriété.';
  return [
    ...replaces,
    'Téléchargez-le avec le bouton ci-dessous, sans avoir à vous connecter.',
    handOver,
    'Ce lien est personnel et temporaire : le document reste disponible ensuite sur la page de votre commande.',
  ];
}

interface Template {
  subject: string;
  title: string;
  intro: string;
  paragraphs: string[];
  action: string;
}

const TEMPLATES: Record<AdminAction, (orderid: string, context: OrderMailContext) => Template> = {
  received: (id) => ({
    subject: `Commande ${id} : documents reçus`,
    title: 'Nous avons reçu vos documents',
    intro: `Les documents de votre commande ${id} nous sont bien parvenus.`,
    paragraphs: [
      'Nous préparons maintenant votre pré-état daté. Vous recevrez un e-mail dès qu’il sera disponible.',
    ],
    action: 'Suivre ma commande',
  }),
  waiting: (id) => ({
    subject: `Commande ${id} : documents attendus`,
    title: 'Il nous manque des documents',
    intro: `Pour établir le pré-état daté de votre commande ${id}, nous avons besoin de documents complémentaires.`,
    paragraphs: [
      'Il s’agit le plus souvent des deux derniers appels de fonds, du relevé de compte copropriétaire ou du dernier procès-verbal d’assemblée générale.',
      'Vous pouvez les déposer depuis la page de votre commande ou nous les transmettre par e-mail.',
    ],
    action: 'Compléter ma commande',
  }),
  ready: (id) => ({
    subject: `Commande ${id} : livraison imminente`,
    title: 'Votre pré-état daté est prêt',
    intro: `Le pré-état daté de votre commande ${id} est rédigé : nous procédons à sa relecture avant de vous l’envoyer.`,
    paragraphs: ['Vous le recevrez très prochainement.'],
    action: 'Suivre ma commande',
  }),
  confirmed: (id) => ({
    subject: `Commande ${id} confirmée`,
    title: 'Votre commande est confirmée',
    intro: `Votre commande ${id} est confirmée et entre en production.`,
    paragraphs: ['Nous vous tiendrons informé(e) de chaque étape par e-mail.'],
    action: 'Suivre ma commande',
  }),
  done: (id, { delivery }) => ({
    subject:
      (delivery?.version ?? 1) > 1
        ? `Votre pré-état daté mis à jour est disponible (commande ${id}, version ${delivery!.version})`
        : `Votre pré-état daté est disponible (commande ${id})`,
    title:
      (delivery?.version ?? 1) > 1
        ? `La version ${delivery!.version} de votre pré-état daté est disponible`
        : 'Votre pré-état daté est disponible',
    intro: `Le pré-état daté de votre commande ${id} est terminé.`,
    paragraphs: deliveryParagraphs(delivery),
    action: 'Télécharger mon pré-état daté',
  }),
  paid: (id) => ({
    subject: `Commande ${id} : paiement reçu`,
    title: 'Nous avons bien reçu votre paiement',
    intro: `Le paiement de votre commande ${id} est enregistré. Merci !`,
    paragraphs: ['Votre facture est disponible depuis votre espace ou sur demande.'],
    action: 'Voir ma commande',
  }),
};

/** The French e-mail sent to the customer after an admin action (send_mail). */
export function orderStatusMail(action: AdminAction, context: OrderMailContext) {
  const { orderid, orderUrl, documentUrl } = context;
  const template = TEMPLATES[action](orderid, context);
  const download = action === 'done' && documentUrl;
  return {
    subject: template.subject,
    ...renderMail({
      title: template.title,
      intro: template.intro,
      paragraphs: template.paragraphs,
      // the download is the button; the order page stays one link away
      links: download ? [{ label: 'La page de votre commande', url: orderUrl }] : [],
      action: { label: template.action, url: download ? documentUrl : orderUrl },
    }),
  };
}

/** Sent by the 'review-request' job after 'Terminer' (send_review). */
export function reviewRequestMail({ orderid, reviewUrl }: { orderid: string; reviewUrl: string }) {
  return {
    subject: 'Votre avis sur votre pré-état daté',
    ...renderMail({
      title: 'Votre avis compte',
      intro: `Vous avez reçu le pré-état daté de votre commande ${orderid}. Avez-vous été satisfait(e) de notre service ?`,
      paragraphs: [
        'Quelques mots suffisent : votre avis aide d’autres vendeurs à nous choisir et nous aide à progresser.',
      ],
      action: { label: 'Donner mon avis', url: reviewUrl },
    }),
  };
}

/** To staff when a customer adds a document to an order already in production. */
export function documentAddedMail({
  orderid,
  name,
  url,
}: {
  orderid: string;
  name: string;
  url: string;
}) {
  return {
    subject: `Commande ${orderid} : nouveau document du client`,
    ...renderMail({
      title: 'Nouveau document',
      intro: `Le client de la commande ${orderid} a ajouté le document « ${name} » depuis le suivi de sa commande.`,
      paragraphs: ['Vérifiez son type et sa date, puis indiquez les documents reçus.'],
      action: { label: 'Voir la commande', url },
    }),
  };
}

/** Staff: a payment was refunded automatically (a second charge, a wrong amount, an unknown session). */
export function paymentRefundedMail({
  orderid,
  amount,
  reason,
  refunded,
  url,
}: {
  orderid: string;
  /** « 389,00 € » */
  amount: string;
  reason: string;
  /** false when the refund could not be made and staff must make it by hand */
  refunded: boolean;
  url: string;
}) {
  return {
    subject: refunded
      ? `Commande ${orderid} : paiement de ${amount} remboursé automatiquement`
      : `Commande ${orderid} : paiement de ${amount} à rembourser`,
    ...renderMail({
      title: refunded ? 'Paiement remboursé' : 'Paiement à rembourser',
      intro: `${reason}.`,
      paragraphs: [
        refunded
          ? `Le remboursement de ${amount} est demandé au prestataire de paiement ; la commande n’a pas changé.`
          : `Le remboursement automatique de ${amount} a échoué : faites-le depuis le tableau de bord du prestataire de paiement.`,
      ],
      action: { label: 'Voir la commande', url },
    }),
  };
}
