import { formatCents, formatDateInFull } from './format';
import type { FreeUpdateStatus } from './notary-space';

/**
 * What may have changed the figures of a delivered pré-état daté between its delivery and
 * the signing: the next general assembly (its approved accounts and decisions), a call of
 * funds falling due (what the seller owes the syndicat moves that day), a document received
 * after the delivery.
 */
export type FreshnessReason =
  | { kind: 'general-assembly'; day: string }
  | { kind: 'call'; day: string; label: string; cents: number }
  | { kind: 'document'; day: string; label: string };

/**
 * Whether the delivered document still holds on the signing day:
 * - `no-deed-day`: nobody gave the signing day yet, nothing to compare with;
 * - `signed`: the signing day is past, nothing to watch any more;
 * - `up-to-date` / `to-refresh`: on the signing day, with the reasons when it will not hold.
 */
export type DocumentFreshness =
  | { status: 'no-deed-day' }
  | { status: 'signed'; deedDay: string }
  | { status: 'up-to-date'; deedDay: string }
  | { status: 'to-refresh'; deedDay: string; reasons: FreshnessReason[] };

export interface FreshnessInput {
  /** ISO day the version in force was delivered */
  deliveredDay: string;
  /** ISO day of the signing, null when not given */
  deedDay: string | null;
  /** ISO day of the next general assembly, null when not known */
  nextAg: string | null;
  /** the calls of the version delivered (one per lot and instalment) */
  calls: ReadonlyArray<{ due: string; label: string; cents: number }>;
  /** documents received for the sale, with the ISO day each came in */
  documents: ReadonlyArray<{ day: string; label: string }>;
  /** ISO day (Paris) of the check */
  today: string;
}

/**
 * The watch's rule (ADR 078). An event counts when it comes after the delivery and no later
 * than the signing day: an assembly held on the signing day already binds the buyer.
 */
export function documentFreshness(input: FreshnessInput): DocumentFreshness {
  const { deedDay, deliveredDay } = input;
  if (!deedDay) return { status: 'no-deed-day' };
  if (deedDay < input.today) return { status: 'signed', deedDay };
  const between = (day: string) => day > deliveredDay && day <= deedDay;
  const reasons: FreshnessReason[] = [];
  if (input.nextAg && between(input.nextAg))
    reasons.push({ kind: 'general-assembly', day: input.nextAg });
  reasons.push(...callsFallingDue(input.calls.filter((call) => between(call.due))));
  for (const document of input.documents)
    if (document.day > deliveredDay)
      reasons.push({ kind: 'document', day: document.day, label: document.label });
  reasons.sort((a, b) => a.day.localeCompare(b.day));
  return reasons.length
    ? { status: 'to-refresh', deedDay, reasons }
    : { status: 'up-to-date', deedDay };
}

/** One reason per call of the copropriété: the lots' instalments of a day and label add up. */
function callsFallingDue(calls: FreshnessInput['calls']): FreshnessReason[] {
  const byCall = new Map<string, { kind: 'call'; day: string; label: string; cents: number }>();
  for (const call of calls) {
    const key = `${call.due}\u0000${call.label}`;
    const known = byCall.get(key);
    if (known) known.cents += call.cents;
    else byCall.set(key, { kind: 'call', day: call.due, label: call.label, cents: call.cents });
  }
  return [...byCall.values()];
}

/** A reason as the seller, the notary and staff read it. */
export function freshnessReasonText(reason: FreshnessReason, today: string): string {
  const day = formatDateInFull(reason.day);
  switch (reason.kind) {
    case 'general-assembly':
      return reason.day < today
        ? `L’assemblée générale du ${day} s’est tenue après la livraison : ses comptes approuvés et ses décisions peuvent changer les montants.`
        : `L’assemblée générale du ${day} se tient avant la signature : ses comptes approuvés et ses décisions peuvent changer les montants.`;
    case 'call':
      return `L’appel « ${reason.label} » (${formatCents(reason.cents)}) devient exigible le ${day}, avant la signature : ce que le vendeur doit au syndicat change à cette date.`;
    case 'document':
      return `Un document a été reçu le ${day}, après la livraison : ${reason.label}.`;
  }
}

/** « À jour pour la signature du … » or « À actualiser avant la signature du … ». */
export function freshnessHeadline(
  freshness: Extract<DocumentFreshness, { status: 'up-to-date' | 'to-refresh' }>,
): string {
  const day = formatDateInFull(freshness.deedDay);
  return freshness.status === 'up-to-date'
    ? `À jour pour la signature du ${day}`
    : `À actualiser avant la signature du ${day}`;
}

/** Names a set of reasons: one e-mail per order and set, whatever the number of passes. */
export function freshnessKey(reasons: readonly FreshnessReason[]): string {
  return reasons
    .map((reason) => [reason.kind, reason.day, 'label' in reason ? reason.label : ''].join(':'))
    .join('|');
}

/** What the seller of a document to refresh can do, as the order page offers it. */
export function freshnessNextStep(update: FreeUpdateStatus): string {
  // an update made before an AG the signing follows would not hold: ask for it after the AG
  if (update.allowed && update.thenAfterAg)
    return `${update.validity} Demandez-la une fois cette assemblée tenue, depuis votre commande (« Actualiser mon pré-état daté ») : nous livrons la nouvelle version à votre notaire.`;
  if (update.allowed)
    return `${update.validity} Demandez-la depuis votre commande (« Actualiser mon pré-état daté ») : nous livrons la nouvelle version à votre notaire.`;
  return update.newOrder
    ? `${update.reason} Depuis votre commande, « Commander un nouveau pré-état daté » le prépare à partir de celui-ci.`
    : update.reason;
}
