import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Types } from 'mongoose';
import type { PlanCode, Session } from '@ped/domain';
import { accountModel } from '../../models/account';
import { organisationModel } from '../../models/organisation';
import { refreshTokenModel } from '../../models/refresh-token';
import { hashToken, newToken } from '../../lib/tokens';
import { unauthorized } from '../../lib/http-errors';
import { ACCESS_TOKEN_TTL_SECONDS, type AccessClaims } from './auth';

export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;
export const REFRESH_COOKIE = 'ped_refresh';
/**
 * A replaced refresh token presented again within this delay is a page reloaded (or two
 * tabs refreshing) while the rotation's answer was in flight, not a theft: the browser never
 * stored the new cookie. It gets a fresh token in the same family instead of a revocation.
 */
export const REFRESH_REUSE_GRACE_MS = 30 * 1000;
/** The cookie only travels to the account routes (refresh, logout, switch). */
const REFRESH_COOKIE_PATH = '/account';

export interface SessionOptions {
  /** e-mail of the admin who logged in as this account */
  impersonatedBy?: string | null;
  /** partner of a single sign-on session */
  ssoProvider?: string | null;
}

export interface SignOutOptions {
  endAccess?: boolean;
}

export interface IssuedSession {
  access_token: string;
  session: Session;
}

export interface Sessions {
  /** The session of an account as stored now; null when the account no longer exists. */
  sessionFor(accountId: string, options?: SessionOptions): Promise<Session | null>;
  /**
   * The session an access token stands for, as stored now; null when the account is gone
   * or the token predates its last logout, password change or removal.
   */
  current(claims: AccessClaims): Promise<Session | null>;
  /** Signs a 15-minute access token whose claims are `{ sub, session }`. */
  issue(accountId: string, options?: SessionOptions): Promise<IssuedSession>;
  /** A sign-in: an access token plus a new refresh-token family in the httpOnly cookie. */
  signIn(reply: FastifyReply, accountId: string, options?: SessionOptions): Promise<IssuedSession>;
  /** Rotates the refresh cookie and issues a fresh access token (401 when it is unusable). */
  refresh(request: FastifyRequest, reply: FastifyReply): Promise<IssuedSession>;
  /**
   * Revokes the refresh-token family of the cookie, if any, and clears the cookie; with
   * `endAccess` (a logout), the account's access tokens stop working too.
   */
  signOut(request: FastifyRequest, reply: FastifyReply, options?: SignOutOptions): Promise<void>;
  /** Revokes every refresh token of an account (password change or reset, removal). */
  revokeAll(accountId: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    sessions: Sessions;
  }
}

/**
 * Sessions (docs/product.md §3.7): short-lived JWT access tokens built from the database, and
 * rotating refresh tokens stored hashed in MongoDB, so any API instance can serve any call.
 */
export default fp(
  async (app) => {
    const Account = accountModel(app.mongoose.connection);
    const Organisation = organisationModel(app.mongoose.connection);
    const RefreshToken = refreshTokenModel(app.mongoose.connection);
    const secureCookie = app.config.NODE_ENV === 'production';

    /** The session and the token version of an account, as stored now. */
    async function load(
      accountId: string,
      options: SessionOptions,
    ): Promise<{ session: Session; version: number } | null> {
      if (!Types.ObjectId.isValid(accountId)) return null;
      const account = await Account.findById(accountId).lean();
      if (!account) return null;
      const organisation = account.organisation
        ? await Organisation.findById(account.organisation).lean()
        : null;
      const session: Session = {
        connected: true,
        account: account.email,
        account_id: String(account._id),
        validated: account.validated,
        is_admin: account.is_admin,
        role: organisation ? (account.role ?? 'member') : null,
        created: account.created.toISOString(),
        organisation: organisation
          ? {
              id: String(organisation._id),
              name: organisation.name,
              subscription_plan: organisation.subscription_plan as PlanCode,
            }
          : null,
        sso_provider: options.ssoProvider ?? null,
        impersonated_by: options.impersonatedBy ?? null,
      };
      return { session, version: account.token_version ?? 0 };
    }

    async function sessionFor(
      accountId: string,
      options: SessionOptions = {},
    ): Promise<Session | null> {
      return (await load(accountId, options))?.session ?? null;
    }

    async function current(claims: AccessClaims): Promise<Session | null> {
      const loaded = await load(claims.sub, {
        impersonatedBy: claims.session?.impersonated_by ?? null,
        ssoProvider: claims.session?.sso_provider ?? null,
      });
      return loaded && loaded.version === (claims.tv ?? 0) ? loaded.session : null;
    }

    async function issue(accountId: string, options: SessionOptions = {}): Promise<IssuedSession> {
      const loaded = await load(accountId, options);
      if (!loaded) throw unauthorized('Compte introuvable');
      const { session, version } = loaded;
      const claims: AccessClaims = { sub: session.account_id, session, tv: version };
      const access_token = app.jwt.sign(claims, { expiresIn: ACCESS_TOKEN_TTL_SECONDS });
      return { access_token, session };
    }

    async function startRefresh(
      reply: FastifyReply,
      accountId: string,
      family: string,
      options: SessionOptions,
    ) {
      const { token, hash } = newToken();
      await RefreshToken.create({
        token_hash: hash,
        family,
        account: accountId,
        impersonated_by: options.impersonatedBy ?? null,
        sso_provider: options.ssoProvider ?? null,
        expires: new Date(Date.now() + REFRESH_TOKEN_TTL_MS),
      });
      reply.setCookie(REFRESH_COOKIE, token, {
        httpOnly: true,
        secure: secureCookie,
        sameSite: 'lax',
        path: REFRESH_COOKIE_PATH,
        maxAge: REFRESH_TOKEN_TTL_MS / 1000,
      });
    }

    const clearCookie = (reply: FastifyReply) =>
      reply.clearCookie(REFRESH_COOKIE, {
        path: REFRESH_COOKIE_PATH,
        httpOnly: true,
        secure: secureCookie,
        sameSite: 'lax',
      });

    async function signIn(
      reply: FastifyReply,
      accountId: string,
      options: SessionOptions = {},
    ): Promise<IssuedSession> {
      const issued = await issue(accountId, options);
      await startRefresh(reply, accountId, randomUUID(), options);
      return issued;
    }

    async function refresh(request: FastifyRequest, reply: FastifyReply): Promise<IssuedSession> {
      const presented = request.cookies[REFRESH_COOKIE];
      if (!presented) throw unauthorized('Session expirée, reconnectez-vous');
      const now = new Date();
      const stored = await RefreshToken.findOne({ token_hash: hashToken(presented) }).lean();
      if (!stored || stored.revoked_at || stored.expires <= now) {
        clearCookie(reply);
        throw unauthorized('Session expirée, reconnectez-vous');
      }
      // Atomic claim: of two requests presenting the same token, only one rotates it.
      const claimed = await RefreshToken.findOneAndUpdate(
        { _id: stored._id, replaced_at: null },
        { $set: { replaced_at: now } },
      );
      // replaced_at is null in `stored` when a concurrent request rotated it a moment ago
      const replacedAt = claimed ? null : (stored.replaced_at ?? now);
      const withinGrace =
        replacedAt !== null && now.getTime() - replacedAt.getTime() <= REFRESH_REUSE_GRACE_MS;
      if (!claimed && withinGrace) {
        request.log.info(
          { family: stored.family },
          'Jeton de renouvellement représenté dans le délai de grâce',
        );
      } else if (!claimed) {
        await RefreshToken.updateMany(
          { family: stored.family, revoked_at: null },
          { $set: { revoked_at: now } },
        );
        clearCookie(reply);
        request.log.warn(
          { family: stored.family },
          'Jeton de renouvellement réutilisé : famille révoquée',
        );
        throw unauthorized('Session révoquée, reconnectez-vous');
      }
      const options = { impersonatedBy: stored.impersonated_by, ssoProvider: stored.sso_provider };
      const issued = await issue(String(stored.account), options);
      await startRefresh(reply, String(stored.account), stored.family, options);
      return issued;
    }

    /** Every access token of the account issued so far stops working (they carry the version). */
    const revokeAccessTokens = (accountId: unknown) =>
      Account.updateOne({ _id: accountId }, { $inc: { token_version: 1 } });

    async function signOut(
      request: FastifyRequest,
      reply: FastifyReply,
      { endAccess = false }: SignOutOptions = {},
    ): Promise<void> {
      const presented = request.cookies[REFRESH_COOKIE];
      const stored = presented
        ? await RefreshToken.findOne({ token_hash: hashToken(presented) }).lean()
        : null;
      if (stored)
        await RefreshToken.updateMany(
          { family: stored.family, revoked_at: null },
          { $set: { revoked_at: new Date() } },
        );
      clearCookie(reply);
      if (!endAccess) return;
      // the account of the cookie, else of the access token presented, if valid; other
      // devices keep their refresh cookie and simply renew their access token
      const claims = stored ? null : await request.jwtVerify<AccessClaims>().catch(() => null);
      const accountId = stored?.account ?? claims?.sub;
      if (accountId) await revokeAccessTokens(accountId);
    }

    async function revokeAll(accountId: string): Promise<void> {
      await RefreshToken.updateMany(
        { account: accountId, revoked_at: null },
        { $set: { revoked_at: new Date() } },
      );
      await revokeAccessTokens(accountId);
    }

    app.decorate('sessions', { sessionFor, current, issue, signIn, refresh, signOut, revokeAll });
  },
  { name: 'sessions', dependencies: ['config', 'jwt', 'cookie', 'mongoose'] },
);
