import { EXPERT_PRICE_TEXT } from './price-texts';
import type { AccountRole, PlanCode } from './session';
import { toValidDate } from './paris-time';

export type Feature =
  'use_expert' | 'use_invoice' | 'use_api' | 'use_customizations' | 'use_payment_link';

export const PLAN_CODES: readonly PlanCode[] = ['free', 'experts', 'premium', 'syndic'];

export interface Plan {
  code: PlanCode;
  label: 'Gratuit' | 'Experts' | 'Premium' | 'Syndic';
  features: Feature[];
  /** maximum users in the organisation, owner included; null = unlimited */
  userQuota: number | null;
  /** subscription price HT in cents per month; null = free */
  monthlyPriceCents: number | null;
  description: string;
}

/**
 * docs/product.md §6.2. Features and quotas of free, experts, premium came with the product; the rest
 * is decided in docs/decisions/006-subscription-plans.md:
 * - syndic: premium's features; quota 50, since a syndic firm has many gestionnaires and
 *   nothing fixed it, yet it stays finite so that seats remain a billing lever.
 * - monthly prices HT, which nothing fixed either: experts 29 €, premium 99 €, syndic 199 €.
 */
export const PLANS: Record<PlanCode, Plan> = {
  free: {
    code: 'free',
    label: 'Gratuit',
    features: ['use_payment_link'],
    userQuota: 2,
    monthlyPriceCents: null,
    description: 'Commandez au prix public et générez des liens de paiement pour vos clients.',
  },
  experts: {
    code: 'experts',
    label: 'Experts',
    features: ['use_expert', 'use_invoice', 'use_api'],
    userQuota: 4,
    monthlyPriceCents: 2900,
    description: `Pré-états datés prioritaires à ${EXPERT_PRICE_TEXT}, facturation regroupée et accès à l’API.`,
  },
  premium: {
    code: 'premium',
    label: 'Premium',
    features: ['use_expert', 'use_invoice', 'use_api', 'use_customizations'],
    userQuota: 20,
    monthlyPriceCents: 9900,
    description:
      'Tous les avantages Experts, personnalisation des documents et jusqu’à 20 collaborateurs.',
  },
  syndic: {
    code: 'syndic',
    label: 'Syndic',
    features: ['use_expert', 'use_invoice', 'use_api', 'use_customizations'],
    userQuota: 50,
    monthlyPriceCents: 19900,
    description:
      'Pour les cabinets de syndic : tous les avantages Premium pour toute votre équipe.',
  },
};

export function isPlanCode(value: unknown): value is PlanCode {
  return typeof value === 'string' && (PLAN_CODES as readonly string[]).includes(value);
}

export function hasFeature(plan: PlanCode, feature: Feature): boolean {
  return PLANS[plan].features.includes(feature);
}

export function userQuota(plan: PlanCode): number | null {
  return PLANS[plan].userQuota;
}

/** Whether one more user fits, `currentUserCount` counting the owner and pending invitations. */
export function canInvite(plan: PlanCode, currentUserCount: number): boolean {
  const quota = userQuota(plan);
  return quota === null || currentUserCount < quota;
}

export function quotaMessage(plan: PlanCode): string {
  const quota = userQuota(plan);
  const label = PLANS[plan].label;
  return quota === null
    ? `Votre formule ${label} permet un nombre illimité d’utilisateurs`
    : `Votre formule ${label} permet ${quota} utilisateurs au maximum`;
}

export const ROLE_LABELS: Record<AccountRole, 'Administrateur' | 'Collaborateur'> = {
  owner: 'Administrateur',
  member: 'Collaborateur',
};

/** docs/product.md §3.6: owner is 'Administrateur', any other role 'Collaborateur'. */
export function roleLabel(
  role: AccountRole | string | null | undefined,
): 'Administrateur' | 'Collaborateur' {
  return role === 'owner' ? 'Administrateur' : 'Collaborateur';
}

/** Plans an admin can set through POST /account/plan (docs/product.md §6.2). */
export const PLAN_PAYLOAD_PLANS: PlanCode[] = ['free', 'experts', 'premium'];

export const WELCOME_NOTICE_DAYS = 3;

const WELCOME_NOTICES: Partial<Record<PlanCode, string>> = {
  free: 'Bienvenue ! Envoyez à vos clients un lien pour régler leur pré-état daté : commencez une commande, le bouton « Générer un lien de paiement » vous attend à son récapitulatif.',
  experts: `Bienvenue ! Votre formule Experts vous donne accès aux pré-états datés prioritaires à ${EXPERT_PRICE_TEXT}.`,
  premium:
    'Bienvenue ! Renseignez votre adresse de facturation par défaut dans les Paramètres de votre compte.',
};

/**
 * docs/product.md §4.6: a notice shown for 3 days (72 h) after the account was created; null afterwards,
 * for an invalid date, or for a plan without a notice (syndic: onboarded by our team).
 */
export function welcomeNotice(
  plan: PlanCode,
  createdAt: Date | string,
  now: Date = new Date(),
): string | null {
  const created = toValidDate(createdAt);
  if (!created) return null;
  const age = now.getTime() - created.getTime();
  if (age < 0 || age >= WELCOME_NOTICE_DAYS * 24 * 60 * 60 * 1000) return null;
  return WELCOME_NOTICES[plan] ?? null;
}
