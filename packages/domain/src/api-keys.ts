import { canUseBillingMode } from './billing-modes';
import type { OrderState } from './order-states';
import type { PlanCode } from './session';

/**
 * API keys of an organisation (docs/decisions/049-api-keys-scopes-test-mode.md): a key is
 * for production (`live`) or for trying an integration (`test`: its orders are never
 * produced nor billed), and may only read (`read`) or also order (`full`).
 */
export type ApiKeyMode = 'live' | 'test';
export type ApiKeyScope = 'read' | 'full';

export const API_KEY_MODE_VALUES: readonly ApiKeyMode[] = ['live', 'test'];
export const API_KEY_SCOPE_VALUES: readonly ApiKeyScope[] = ['read', 'full'];

export const API_KEY_MODES: Record<ApiKeyMode, string> = { live: 'Production', test: 'Test' };
export const API_KEY_SCOPES: Record<ApiKeyScope, string> = {
  read: 'Lecture seule',
  full: 'Complet',
};

/**
 * Active (not revoked) keys an organisation may hold per mode: each key has its own request
 * budget, so their number bounds what one organisation may ask of the API (ADR 065).
 */
export const API_KEYS_PER_MODE_MAX = 10;

/** What a key does and does not do, said alike in Paramètres and in the API documentation. */
export const API_KEY_REACH =
  'Une clé agit pour toute l’organisation, sur l’API des professionnels (/api/v1) seulement : elle passe, suit et récupère les commandes de l’organisation, et lit ses factures.';
export const API_KEY_BOUNDS = `Elle ne gère ni le compte ni l’organisation : associer ou changer de compte, mot de passe, clés, collaborateurs, paramètres, webhooks, facturation, abonnement et paiements demandent une personne connectée, et toute requête portant une clé ailleurs qu’à /api/v1 est refusée (403). ${API_KEYS_PER_MODE_MAX} clés actives au plus par mode (production, test).`;

export const apiKeyCapMessage = (mode: ApiKeyMode) =>
  `Votre organisation a déjà ${API_KEYS_PER_MODE_MAX} clés ${mode === 'live' ? 'de production' : 'de test'} actives : révoquez-en une avant d’en créer une autre`;

/** The start of a secret says what it is worth, as people read it in their configuration. */
export const apiKeySecretPrefix = (mode: ApiKeyMode) => `ped_${mode}_`;

/** A read-only key reads (GET, HEAD) and nothing else. */
export function scopeAllows(scope: ApiKeyScope, method: string): boolean {
  return scope === 'full' || method === 'GET' || method === 'HEAD';
}

/**
 * What a key opens (docs/decisions/065-keys-integrate-and-nothing-else.md): the
 * professionals' API, nothing else. The site's routes, and above all whatever administers
 * an account or an organisation, need a person signed in.
 */
export const KEY_OUTSIDE_API =
  'Une clé d’API ne s’utilise qu’avec l’API des professionnels (/api/v1) : pour gérer le compte ou l’organisation, connectez-vous';

export const INSUFFICIENT_SCOPE =
  'Cette clé d’API est en lecture seule : créez une clé « Complet » pour passer ou modifier des commandes';

/**
 * How an order confirmed through the API is paid. Software cannot go through a card payment
 * page: `deferred` confirms it for the organisation's grouped payment, as « Facturation
 * différée » on screen (the monthly statement when the organisation is billed monthly);
 * `card` charges the organisation's saved card at once. Deferred is the default wherever the
 * plan allows it.
 */
export type ApiPayment = 'deferred' | 'card';
export const API_PAYMENT_VALUES: readonly ApiPayment[] = ['deferred', 'card'];

export function apiPaymentOf(plan: PlanCode | null, asked: ApiPayment | undefined): ApiPayment {
  return asked ?? (canUseBillingMode(plan, 'invoice') ? 'deferred' : 'card');
}

/**
 * The states a test order can be pushed to (POST /api/v1/orders/{id}/test-events), so that an
 * integration meets every state it will see in production; the moves follow the state machine.
 */
export const TEST_EVENT_STATES: readonly OrderState[] = [
  'waiting',
  'received',
  'ready',
  'done',
  'need-refresh',
];
