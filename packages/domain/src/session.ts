/** Subscription plans of a professional organisation (docs/product.md §6.2). */
export type PlanCode = 'free' | 'experts' | 'premium' | 'syndic';

/** Account roles within an organisation: the owner is shown "Administrateur". */
export type AccountRole = 'owner' | 'member';

export interface SessionOrganisation {
  id: string;
  name: string;
  subscription_plan: PlanCode;
}

/**
 * The session carried by the access token's claims (docs/product.md §3.7); the API signs
 * it, the frontends read it. `organisation` is null for a plain customer.
 */
export interface Session {
  connected: boolean;
  account: string;
  account_id: string;
  validated: boolean;
  is_admin: boolean;
  role: AccountRole | null;
  created: string;
  organisation: SessionOrganisation | null;
  /** partner of a single sign-on session (orders made in it carry sso_provider) */
  sso_provider: string | null;
  /** set when an admin logs in as this account ('Se Connecter') */
  impersonated_by: string | null;
}
