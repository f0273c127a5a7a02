import { OFFERS, isOfferCode } from './offers';
import { parisDay, parisWallTimeToDate, toValidDate } from './paris-time';
import { formatDateInFull, formatDateTimeInFull } from './format';

/**
 * The notary's secure space and the free update (docs/decisions/043-notary-space.md): which
 * offers include them, how long a shared link lives, and until when an update is free.
 */

export function offerIncludesNotarySpace(offer: string | null | undefined): boolean {
  return isOfferCode(offer) && OFFERS[offer].notarySpace;
}

export function offerIncludesFreeUpdate(offer: string | null | undefined): boolean {
  return isOfferCode(offer) && OFFERS[offer].freeUpdate;
}

/** Who a link is for: the seller's notary (sent automatically) or anyone the seller adds. */
export type ShareRole = 'notary' | 'buyer-notary' | 'agent' | 'other';

export const SHARE_ROLES: readonly ShareRole[] = ['notary', 'buyer-notary', 'agent', 'other'];

export const SHARE_ROLE_LABELS: Record<ShareRole, string> = {
  notary: 'Notaire du vendeur',
  'buyer-notary': 'Notaire de l’acquéreur',
  agent: 'Agent immobilier',
  other: 'Autre destinataire',
};

export const DEED_DAY_PAST =
  'La date de signature ne peut pas être passée : indiquez le jour prévu pour l’acte.';

/**
 * Whether a deed day (YYYY-MM-DD) is already over in Paris: every link would expire at once,
 * so neither the seller nor a notary may give one.
 */
export const isDeedDayPast = (deedDay: string, now: Date) => deedDay < parisDay(now);

/** The sellers' names as the order form gives them (« Marie Dupont »), the unnamed left out. */
export const sellerNames = (
  owners: ReadonlyArray<{ firstname?: string | null; lastname?: string | null }> | undefined,
): string[] =>
  (owners ?? [])
    .map((owner) => [owner.firstname, owner.lastname].filter(Boolean).join(' ').trim())
    .filter(Boolean);

/** A link without a deed date lives six months: long enough for a sale to reach the deed. */
export const SHARE_LIFETIME_MONTHS = 6;

/**
 * When a link stops working: at the end of the deed day (Paris time) when the seller gives
 * it, else six months after the link was made.
 */
export function shareExpiry(created: Date, deedDay: string | null): Date {
  if (deedDay) {
    const [y, m, d] = deedDay.split('-').map(Number) as [number, number, number];
    return parisWallTimeToDate(y, m, d + 1, 0, 0);
  }
  const expires = new Date(created);
  expires.setUTCMonth(expires.getUTCMonth() + SHARE_LIFETIME_MONTHS);
  return expires;
}

export type ShareStatus = 'active' | 'expired' | 'revoked';

export function shareStatus(
  share: { expires: Date | string; revoked?: Date | string | null },
  now: Date,
): ShareStatus {
  if (share.revoked) return 'revoked';
  return (toValidDate(share.expires)?.getTime() ?? 0) <= now.getTime() ? 'expired' : 'active';
}

export const SHARE_STATUS_LABELS: Record<ShareStatus, string> = {
  active: 'Actif',
  expired: 'Expiré',
  revoked: 'Révoqué',
};

export const SHARE_UNKNOWN =
  'Ce lien n’existe pas : vérifiez qu’il a été copié en entier depuis l’e-mail reçu.';
export const SHARE_REVOKED =
  'Ce lien a été révoqué par le vendeur : demandez-lui de vous partager à nouveau le pré-état daté.';
export const SHARE_EXPIRED =
  'Ce lien a expiré : demandez au vendeur de vous partager à nouveau le pré-état daté.';

/** Who opened the link, as the seller's page says it: « Consulté par le notaire de l’acquéreur ». */
const OPENED_BY: Record<ShareRole, string> = {
  notary: 'votre notaire',
  'buyer-notary': 'le notaire de l’acquéreur',
  agent: 'l’agent immobilier',
  other: 'votre destinataire',
};

interface Opening {
  at: Date | string;
  version: number | null;
}

/** The openings of one version of the document: every reload is recorded, shown as one line. */
export interface OpeningsOfVersion {
  version: number | null;
  first: Date | string;
  last: Date | string;
  count: number;
}

/** Openings grouped by the version opened, in the order of their first opening. */
export function openingsByVersion(openings: readonly Opening[]): OpeningsOfVersion[] {
  const groups = new Map<number | null, OpeningsOfVersion>();
  const sorted = [...openings].sort((a, b) => new Date(a.at).getTime() - new Date(b.at).getTime());
  for (const { at, version } of sorted) {
    const group = groups.get(version);
    if (group) Object.assign(group, { last: at, count: group.count + 1 });
    else groups.set(version, { version, first: at, last: at, count: 1 });
  }
  return [...groups.values()];
}

/**
 * « Consulté par votre notaire le 24 novembre 2026 à 10h12 (version 2) », or, opened again,
 * « Consulté 3 fois par votre notaire, du 24 novembre 2026 à 10h12 au 25 novembre 2026 à 9h00 (version 2) ».
 */
export function openingLabel(role: ShareRole, openings: OpeningsOfVersion): string {
  const who = OPENED_BY[role];
  const version = openings.version ? ` (version ${openings.version})` : '';
  if (openings.count === 1)
    return `Consulté par ${who} le ${formatDateTimeInFull(openings.first)}${version}`;
  return `Consulté ${openings.count} fois par ${who}, du ${formatDateTimeInFull(openings.first)} au ${formatDateTimeInFull(openings.last)}${version}`;
}

export type FreeUpdateStatus =
  | {
      allowed: true;
      /** the day it ends (ISO), null when not known yet */
      until: string | null;
      /**
       * what ends it: the next general assembly; the signing (« Modifications illimitées »);
       * or, the AG past and the signing after it, the one update that follows the AG
       */
      basis: 'next-ag' | 'signing' | 'after-ag';
      /** before the next AG: the signing follows it, and one free update stays after it */
      thenAfterAg?: true;
      /** how long it lasts, as the seller reads it */
      validity: string;
    }
  | { allowed: false; reason: string; newOrder: boolean };

export const FREE_UPDATE_NOT_INCLUDED =
  'Votre offre ne comprend pas la mise à jour gratuite : commandez un nouveau pré-état daté.';
export const FREE_UPDATE_NOT_DELIVERED =
  'La mise à jour gratuite sera possible une fois votre pré-état daté livré.';
export const FREE_UPDATE_PENDING = 'Une mise à jour de votre pré-état daté est déjà en cours.';

/**
 * Whether the seller may ask for a free update: the document was delivered and is not
 * already being updated; and either the order bought « Modifications illimitées », good
 * until the signing day (ADR 077), or the offer includes the free update, good until the
 * next general assembly (whose approved accounts change the figures). `nextAg` is the ISO
 * day recorded for the copropriété, null when not known yet: the update stays free.
 *
 * When the signing follows that assembly, an update made before it would not hold on the
 * signing day and none would be free after it: the seller is told so, and one free update
 * stays possible after the assembly, until the signing (ADR 083). `updateRequests`: the
 * days the seller asked for an update.
 */
export function freeUpdateStatus(input: {
  offer: string | null | undefined;
  options?: readonly string[] | null;
  state: string;
  nextAg: string | null;
  deedDay?: string | null;
  updateRequests?: readonly string[];
  now: Date;
}): FreeUpdateStatus {
  const unlimited = (input.options ?? []).includes('unlimited_modifications');
  if (!unlimited && !offerIncludesFreeUpdate(input.offer))
    return { allowed: false, reason: FREE_UPDATE_NOT_INCLUDED, newOrder: true };
  if (input.state === 'need-refresh')
    return { allowed: false, reason: FREE_UPDATE_PENDING, newOrder: false };
  if (input.state !== 'done')
    return { allowed: false, reason: FREE_UPDATE_NOT_DELIVERED, newOrder: false };
  if (unlimited) {
    const deedDay = input.deedDay ?? null;
    if (deedDay && parisDay(input.now) > deedDay)
      return {
        allowed: false,
        reason: `Les modifications illimitées valaient jusqu’à la signature du ${formatDateInFull(deedDay)}.`,
        newOrder: true,
      };
    return {
      allowed: true,
      until: deedDay,
      basis: 'signing',
      validity: deedDay
        ? `Modifications illimitées jusqu’à la signature du ${formatDateInFull(deedDay)}.`
        : 'Modifications illimitées jusqu’à la signature chez le notaire.',
    };
  }
  const today = parisDay(input.now);
  const deedDay = input.deedDay ?? null;
  const nextAg = input.nextAg;
  const signingFollows = Boolean(nextAg && deedDay && deedDay > nextAg);
  if (nextAg && today > nextAg) {
    const usedSince = (input.updateRequests ?? []).some((day) => day > nextAg);
    if (signingFollows && deedDay && today <= deedDay && !usedSince)
      return {
        allowed: true,
        until: deedDay,
        basis: 'after-ag',
        validity: `Une mise à jour gratuite après l’assemblée générale du ${formatDateInFull(nextAg)}, pour la signature du ${formatDateInFull(deedDay)} : nous reprenons ses comptes approuvés.`,
      };
    return {
      allowed: false,
      reason:
        signingFollows && usedSince
          ? `La mise à jour gratuite qui suivait l’assemblée générale du ${formatDateInFull(nextAg)} a déjà été demandée : pour une nouvelle version, il faut un nouveau pré-état daté. Nous le préremplissons à partir de celui-ci.`
          : `La mise à jour gratuite valait jusqu’à l’assemblée générale du ${formatDateInFull(nextAg)} : ses comptes approuvés changent les montants, il faut un nouveau pré-état daté. Nous le préremplissons à partir de celui-ci.`,
      newOrder: true,
    };
  }
  return {
    allowed: true,
    until: nextAg,
    basis: 'next-ag',
    ...(signingFollows ? { thenAfterAg: true as const } : {}),
    validity: nextAg
      ? `Mise à jour gratuite jusqu’à l’assemblée générale du ${formatDateInFull(nextAg)}.${
          signingFollows && deedDay
            ? ` La signature du ${formatDateInFull(deedDay)} la suit : une mise à jour gratuite restera possible après cette assemblée, pour la signature.`
            : ''
        }`
      : 'Mise à jour gratuite jusqu’à la prochaine assemblée générale.',
  };
}

/** The notary's answer on the delivered document. */
export type NotaryAnswerKind = 'conform' | 'correction';

export const NOTARY_ANSWER_LABELS: Record<NotaryAnswerKind, string> = {
  conform: 'Document conforme',
  correction: 'Correction demandée',
};

/** Why an order is back in production (`need-refresh`): the notary, the seller, or staff (« Rouvrir »). */
export type RefreshKind = 'correction' | 'update' | 'reopen';

export const REFRESH_KIND_LABELS: Record<RefreshKind, string> = {
  correction: 'Correction demandée par le notaire',
  update: 'Mise à jour demandée par le vendeur',
  reopen: 'Actualisation ouverte par le personnel',
};

/** Every kind, for the schemas that store and give it. */
export const REFRESH_KINDS = Object.keys(REFRESH_KIND_LABELS) as RefreshKind[];

/** Why a new version is coming, as the notary reads it. */
const UPDATE_CAUSES: Record<RefreshKind, string> = {
  correction: 'à la suite d’une correction demandée',
  update: 'à la demande du vendeur',
  reopen: 'à l’initiative de nos équipes',
};

/**
 * What the notary's space and e-mail say while a delivered document is being updated: the
 * version in force stays readable, and the new one is announced by e-mail (notifyDelivery).
 */
export function updateInProgressNotice(kind: RefreshKind, version: number | null): string {
  const current = version
    ? `La version ${version} reste consultable ici en attendant ; `
    : 'En attendant, ';
  return `Une nouvelle version du pré-état daté est en préparation, ${UPDATE_CAUSES[kind]}. ${current}vous recevrez un e-mail dès que la nouvelle version sera disponible.`;
}

export const CORRECTION_REASON_MAX = 2000;
