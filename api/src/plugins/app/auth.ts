import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Session } from '@ped/domain';
import { forbidden, unauthorized } from '../../lib/http-errors';

/** Claims of an access token: the session (SPEC §3) and its expiry in seconds. */
export interface AccessClaims {
  sub: string;
  session: Session;
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
    /** preHandler: a valid access token is required. */
    authenticate: Guard;
    /** preHandler: reads the token when there is one; visitors go through. */
    identify: Guard;
    /** preHandler: an admin session is required. */
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

    async function readToken(request: FastifyRequest): Promise<boolean> {
      if (!request.headers.authorization?.startsWith('Bearer ')) return false;
      try {
        const claims = await request.jwtVerify<AccessClaims>();
        request.session = claims.session;
        return true;
      } catch (error) {
        const expired = (error as { code?: string }).code === 'FST_JWT_AUTHORIZATION_TOKEN_EXPIRED';
        throw unauthorized(expired ? 'Session expirée' : 'Session invalide');
      }
    }

    app.decorate('identify', async (request: FastifyRequest) => {
      await readToken(request);
    });
    app.decorate('authenticate', async (request: FastifyRequest) => {
      if (!(await readToken(request))) throw unauthorized();
    });
    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      if (!(await readToken(request))) throw unauthorized();
      if (!request.session?.is_admin) throw forbidden('Réservé aux administrateurs');
    });
  },
  { name: 'auth', dependencies: ['jwt'] },
);
