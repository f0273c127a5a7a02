import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Session } from '@ped/domain';
import { forbidden, unauthorized } from '../../lib/http-errors';

/** Claims of an access token: the session (docs/product.md §3.7) and its expiry in seconds. */
export interface AccessClaims {
  sub: string;
  session: Session;
  /** the account's token_version when the token was signed (absent: before versions existed) */
  tv?: number;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: AccessClaims;
    user: AccessClaims;
  }
}

type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * preHandler: a signed-in person is required (a valid access token, rights re-read).
     * The one guard of every route that administers an account or an organisation; an API
     * key is never such a session (ADR 065).
     */
    authenticate: Guard;
    /** preHandler: reads a person's access token when there is one; visitors go through. */
    identify: Guard;
    /** preHandler: an admin session is required; admin rights are re-read from the database. */
    requireAdmin: Guard;
  }
  interface FastifyRequest {
    /** the caller's session, or null for a visitor */
    session: Session | null;
  }
}

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

export default fp(
  async (app) => {
    app.decorateRequest('session', null);

    /** Only a person's access token makes a session here; an API key opens /api/v1 alone. */
    async function readCredentials(request: FastifyRequest): Promise<boolean> {
      if (request.headers.authorization?.startsWith('Bearer ')) {
        let claims: AccessClaims;
        try {
          claims = await request.jwtVerify<AccessClaims>();
        } catch (error) {
          const expired =
            (error as { code?: string }).code === 'FST_JWT_AUTHORIZATION_TOKEN_EXPIRED';
          throw unauthorized(expired ? 'Session expirée' : 'Session invalide');
        }
        // The token proves who signed in, not what they may do now: the role, organisation
        // and admin flag are re-read on every request, and a token older than the last
        // logout or password change is refused (issue 16, finding 4).
        const current = await app.sessions.current(claims);
        if (!current) throw unauthorized('Session révoquée, reconnectez-vous');
        request.session = current;
        return true;
      }
      return false;
    }

    app.decorate('identify', async (request: FastifyRequest) => {
      await readCredentials(request);
    });
    app.decorate('authenticate', async (request: FastifyRequest) => {
      if (!(await readCredentials(request))) throw unauthorized();
    });
    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      if (!(await readCredentials(request)) || !request.session) throw unauthorized();
      // docs/product.md §6.3: the session was re-read from the database above, so a revoked admin is refused at once.
      if (!request.session.is_admin) throw forbidden('Réservé aux administrateurs');
    });
  },
  { name: 'auth', dependencies: ['jwt', 'sessions'] },
);
