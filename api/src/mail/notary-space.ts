import {
  formatDateInFull,
  SHARE_ROLE_LABELS,
  updateInProgressNotice,
  type RefreshKind,
  type ShareRole,
} from '@ped/domain';
import { renderMail } from './layout';

/** The link to the order's space, sent to the notary at delivery or to whom the seller adds. */
export function spaceLinkMail({
  orderid,
  role,
  spaceUrl,
  expires,
  sharedBy,
}: {
  orderid: string;
  role: ShareRole;
  spaceUrl: string;
  expires: Date;
  /** the sellers' names when the seller shares from the order page; null: sent by us at delivery */
  sharedBy: string[] | null;
}) {
  const from = !sharedBy
    ? 'Le vendeur nous a demandé de vous transmettre'
    : sharedBy.length > 1
      ? `${sharedBy.join(' et ')}, vendeurs du bien, vous partagent`
      : sharedBy.length
        ? `${sharedBy[0]}, vendeur du bien, vous partage`
        : 'Le vendeur du bien vous partage';
  return {
    subject: `Pré-état daté de la commande ${orderid} : votre espace sécurisé`,
    ...renderMail({
      title: 'Le pré-état daté est disponible',
      intro: `${from} le pré-état daté de la commande ${orderid} (${SHARE_ROLE_LABELS[role].toLowerCase()}).`,
      paragraphs: [
        'Votre espace sécurisé, sans compte à créer, présente le document, ses annexes à télécharger en une archive ZIP, l’historique de ses versions et la date jusqu’à laquelle ses montants restent valables.',
        'Vous pouvez y confirmer que le document est conforme ou nous demander une correction.',
        `Ce lien vous est personnel ; il est valable jusqu’au ${formatDateInFull(new Date(expires.getTime() - 1))} inclus.`,
      ],
      action: { label: 'Ouvrir l’espace sécurisé', url: spaceUrl },
    }),
  };
}

/** A later delivery: the recipients' links are unchanged, their space shows the new version. */
export function newVersionMail({ orderid, version }: { orderid: string; version: number }) {
  return {
    subject: `Pré-état daté de la commande ${orderid} : version ${version} disponible`,
    ...renderMail({
      title: `Version ${version} du pré-état daté`,
      intro: `Une nouvelle version du pré-état daté de la commande ${orderid} est disponible.`,
      paragraphs: [
        'Ouvrez votre espace sécurisé avec le lien reçu précédemment : il présente la nouvelle version et ce qui a changé depuis la précédente.',
      ],
    }),
  };
}

/**
 * To each recipient of the space when a delivered document goes back into production: the
 * version they have is being replaced, and they will be told when the new one is there.
 */
export function updateInProgressMail({
  orderid,
  kind,
  version,
}: {
  orderid: string;
  kind: RefreshKind;
  version: number | null;
}) {
  return {
    subject: `Pré-état daté de la commande ${orderid} : actualisation en cours`,
    ...renderMail({
      title: 'Actualisation en cours',
      intro: `Le pré-état daté de la commande ${orderid} est en cours d’actualisation.`,
      paragraphs: [
        updateInProgressNotice(kind, version),
        'Votre lien vers l’espace sécurisé reste le même.',
      ],
    }),
  };
}

/** To the seller and to staff when a recipient asks for a correction. */
export function correctionRequestedMail({
  orderid,
  requester,
  reason,
  url,
  forStaff,
}: {
  orderid: string;
  requester: string;
  reason: string;
  url: string;
  forStaff: boolean;
}) {
  return {
    subject: `Commande ${orderid} : correction demandée par le notaire`,
    ...renderMail({
      title: 'Correction demandée',
      intro: `${requester} demande une correction du pré-état daté de la commande ${orderid}.`,
      paragraphs: [
        `Motif : « ${reason} »`,
        forStaff
          ? 'La commande est repassée en « Actualisation » : elle figure dans l’onglet « Corrections demandées » du panneau d’administration.'
          : 'Nous reprenons votre pré-état daté sans frais et vous envoyons la version corrigée, ainsi qu’à votre notaire.',
      ],
      action: { label: forStaff ? 'Voir la commande' : 'Suivre ma commande', url },
    }),
  };
}

/** To the seller when a recipient confirms the document. */
export function conformMail({
  orderid,
  requester,
  url,
}: {
  orderid: string;
  requester: string;
  url: string;
}) {
  return {
    subject: `Commande ${orderid} : pré-état daté jugé conforme`,
    ...renderMail({
      title: 'Document conforme',
      intro: `${requester} a confirmé que le pré-état daté de la commande ${orderid} est conforme.`,
      paragraphs: ['Aucune action n’est attendue de votre part.'],
      action: { label: 'Voir ma commande', url },
    }),
  };
}

/** To staff when the seller asks for the free update. */
export function updateRequestedMail({
  orderid,
  reason,
  url,
}: {
  orderid: string;
  reason: string;
  url: string;
}) {
  return {
    subject: `Commande ${orderid} : mise à jour gratuite demandée`,
    ...renderMail({
      title: 'Mise à jour demandée',
      intro: `Le vendeur de la commande ${orderid} demande la mise à jour gratuite de son pré-état daté.`,
      paragraphs: [
        reason ? `Message : « ${reason} »` : 'Le vendeur n’a pas laissé de message.',
        'La commande est repassée en « Actualisation » : livrez la nouvelle version par le parcours habituel.',
      ],
      action: { label: 'Voir la commande', url },
    }),
  };
}

/**
 * Libre has no secure space: the notary named in the order gets the document's download
 * link at payment, as the « Notaire » step promises.
 */
export function documentForNotaryMail({
  orderid,
  sellers,
  documentUrl,
}: {
  orderid: string;
  sellers: string[];
  documentUrl: string;
}) {
  const who = sellers.length ? `${sellers.join(' et ')}, vendeur du bien,` : 'Le vendeur du bien';
  return {
    subject: `Pré-état daté de la commande ${orderid}`,
    ...renderMail({
      title: 'Le pré-état daté de la vente',
      intro: `${who} nous a demandé de vous transmettre le pré-état daté de la commande ${orderid}.`,
      paragraphs: [
        'Il est établi sur les montants que le vendeur a déclarés (offre Libre) : le document le dit et cite pour chaque montant sa source.',
        'Ce lien de téléchargement vous est personnel.',
      ],
      action: { label: 'Télécharger le pré-état daté', url: documentUrl },
    }),
  };
}

/**
 * The update watch (ADR 078): the version in force will not hold on the signing day. The
 * seller is told what to do (the free update, or a new order prefilled from this one); the
 * notary that the seller knows and that the space says where things stand.
 */
export function documentToRefreshMail({
  orderid,
  deedDay,
  reasons,
  seller,
}: {
  orderid: string;
  deedDay: string;
  reasons: string[];
  /** for the seller: what they can do and the link to their order; null for a recipient */
  seller: { nextStep: string; url: string } | null;
}) {
  const signing = `La signature de la vente est prévue le ${formatDateInFull(deedDay)}.`;
  return {
    subject: `Pré-état daté de la commande ${orderid} : à actualiser avant la signature`,
    ...renderMail({
      title: 'À actualiser avant la signature',
      intro: seller
        ? `${signing} D’ici là, les montants de votre pré-état daté (commande ${orderid}) peuvent changer :`
        : `${signing} D’ici là, les montants du pré-état daté de la commande ${orderid} peuvent changer :`,
      paragraphs: seller
        ? [...reasons, seller.nextStep]
        : [
            ...reasons,
            'Le vendeur en est informé. Votre espace sécurisé indique où en est le document, et vous recevrez un e-mail dès qu’une nouvelle version sera livrée. Votre lien reste le même.',
          ],
      action: seller ? { label: 'Voir ma commande', url: seller.url } : undefined,
    }),
  };
}
