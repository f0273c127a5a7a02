import type { PlanCode, Session } from '@ped/domain';
import { api } from '@ped/client-runtime';
import type { BillingAddress } from './settings';

/** A sign-in, refresh, switch or password change: the access token and the session it carries. */
export interface IssuedSession {
  access_token: string;
  session: Session;
}

export type BillingFrequency = 'per_order' | 'monthly';

/** The account (docs/product.md §3.6), as GET /account/v2 returns it. */
export interface AccountPayload {
  id: string;
  email: string;
  created: string;
  role: 'owner' | 'member' | null;
  role_label: 'Administrateur' | 'Collaborateur' | null;
  validated: boolean;
  is_admin: boolean;
  billing_frequency: BillingFrequency;
  organisation: {
    id: string;
    name: string;
    subscription_plan: PlanCode;
    subscription_expires: string | null;
    subscription_canceled: boolean;
    billing_address: BillingAddress;
  } | null;
  linked_accounts: Array<{ email: string; organisation_name: string | null }>;
}

export interface Credentials {
  email: string;
  password: string;
}

export interface NewAccount {
  email: string;
  /** 10 characters at least */
  password: string;
  /** name of the organisation (agency, office...) */
  organisation: string;
}

/** A call whose answer is only its French message. */
export interface Confirmation {
  message: string;
}

const confirm = async (pending: Promise<{ message: string }>): Promise<Confirmation> => ({
  message: (await pending).message,
});

/** POST /account/auth; the refresh cookie is set by the API. */
export const signIn = async (credentials: Credentials): Promise<IssuedSession> =>
  (await api().request<IssuedSession>('POST', '/account/auth', { body: credentials })).payload;

/** POST /account/refresh-token: a new access token from the httpOnly refresh cookie. */
export const refreshToken = async (): Promise<IssuedSession> =>
  (await api().request<IssuedSession>('POST', '/account/refresh-token')).payload;

/** POST /account/logout: revokes the refresh cookie (the caller forgets its access token). */
export const logout = (): Promise<Confirmation> =>
  confirm(api().request<null>('POST', '/account/logout'));

/** GET /account/session: the current session, re-read by the API from the database. */
export const fetchSession = async (): Promise<Session> =>
  (await api().request<Session>('GET', '/account/session')).payload;

/** POST /account/: account and organisation (plan free); a validation link is e-mailed. */
export const createAccount = (account: NewAccount): Promise<Confirmation> =>
  confirm(api().request<{ email: string }>('POST', '/account/', { body: account }));

/** POST /account/validate with the `validation` token of the e-mailed link (…/connexion?validation=…). */
export const validateAccount = (token: string): Promise<Confirmation> =>
  confirm(api().request<{ email: string }>('POST', '/account/validate', { body: { token } }));

/** POST /account/validate/admin: an admin validates an account in its owner's place. */
export const validateAccountAsAdmin = (email: string): Promise<Confirmation> =>
  confirm(api().request<{ email: string }>('POST', '/account/validate/admin', { body: { email } }));

/** POST /account/password/forgot: always the same message, whether the account exists or not. */
export const forgotPassword = (email: string): Promise<Confirmation> =>
  confirm(api().request<null>('POST', '/account/password/forgot', { body: { email } }));

/** POST /account/password/reset with the `reinitialisation` token of the e-mailed link (…/mot-de-passe-oublie?reinitialisation=…). */
export const resetPassword = (token: string, password: string): Promise<Confirmation> =>
  confirm(
    api().request<{ email: string }>('POST', '/account/password/reset', {
      body: { token, password },
    }),
  );

/** POST /account/password: the other sessions are closed; the returned token replaces the stored one. */
export const changePassword = async (current: string, next: string): Promise<IssuedSession> =>
  (await api().request<IssuedSession>('POST', '/account/password', { body: { current, next } }))
    .payload;

export interface Invitation {
  /** the invited address */
  email: string;
  /** the name of the organisation it joins */
  organisation: string;
}

/** GET /account/invitation: whom the `invitation` token of the e-mailed link invites, and where. */
export const fetchInvitation = async (token: string): Promise<Invitation> =>
  (await api().request<Invitation>('GET', '/account/invitation', { query: { token } })).payload;

/**
 * POST /account/invitation/accept with the `invitation` token of the e-mailed link
 * (…/creation?invitation=…): the collaborator chooses a password and is signed in.
 */
export const acceptInvitation = async (token: string, password: string): Promise<IssuedSession> =>
  (
    await api().request<IssuedSession>('POST', '/account/invitation/accept', {
      body: { token, password },
    })
  ).payload;

/** GET /account/v2 */
export const fetchAccount = async (): Promise<AccountPayload> =>
  (await api().request<AccountPayload>('GET', '/account/v2')).payload;

/** POST /account/auth/switch: to a linked account, back to one's admin account, or an admin's "Se Connecter". */
export const switchAccount = async (email: string): Promise<IssuedSession> =>
  (await api().request<IssuedSession>('POST', '/account/auth/switch', { body: { email } })).payload;

/** POST /account/link: links another account of the same person (its password proves it). */
export const linkAccount = async (credentials: Credentials): Promise<AccountPayload> =>
  (await api().request<AccountPayload>('POST', '/account/link', { body: credentials })).payload;

/** POST /account/unlink: ends a link, both ways (no password: either side may end it). */
export const unlinkAccount = async (email: string): Promise<AccountPayload> =>
  (await api().request<AccountPayload>('POST', '/account/unlink', { body: { email } })).payload;

/** POST /account/plan (admins): free, experts or premium. */
export const setPlan = async (
  email: string,
  subscription_plan: Extract<PlanCode, 'free' | 'experts' | 'premium'>,
): Promise<AccountPayload> =>
  (
    await api().request<AccountPayload>('POST', '/account/plan', {
      body: { email, subscription_plan },
    })
  ).payload;

/** POST /account/billing/frequency: monthly needs a plan with grouped invoicing. */
export const setBillingFrequency = async (
  billing_frequency: BillingFrequency,
): Promise<AccountPayload> =>
  (
    await api().request<AccountPayload>('POST', '/account/billing/frequency', {
      body: { billing_frequency },
    })
  ).payload;
