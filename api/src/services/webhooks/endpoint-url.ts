import { isIP } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../../lib/http-errors';
import { isPublicAddress } from '../../lib/public-network';

/** Plain HTTP to this machine is for development and tests only; production allows neither. */
export const allowsLocalEndpoints = (app: FastifyInstance) => app.config.NODE_ENV !== 'production';

/** Development and tests: a receiver on this machine, in plain HTTP. */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export const URL_EXAMPLE = 'https://logiciel.exemple.fr/webhooks/pre-etat-date';

/**
 * The address an endpoint is stored with, or a 400 saying why not: HTTPS, no credentials,
 * and in production a public host (a private address literal, or localhost, is refused here;
 * names are checked again against what they resolve to at each delivery, send.ts).
 * `allowLocal` (development and tests only) lets http://localhost and 127.0.0.1 through.
 */
export function checkEndpointUrl(raw: string, { allowLocal }: { allowLocal: boolean }): string {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw badRequest(`Adresse invalide : indiquez une URL complète, par exemple ${URL_EXAMPLE}`);
  }
  if (url.username || url.password)
    throw badRequest('L’adresse ne doit contenir ni identifiant ni mot de passe');
  const local = allowLocal && LOCAL_HOSTS.has(url.hostname);
  if (url.protocol !== 'https:' && !(local && url.protocol === 'http:'))
    throw badRequest(
      'L’adresse doit commencer par https:// : les événements ne voyagent que chiffrés',
    );
  if (!allowLocal) {
    const host = url.hostname.replace(/^\[|\]$/g, '');
    const literal = isIP(host) !== 0;
    if (host === 'localhost' || host.endsWith('.localhost') || (literal && !isPublicAddress(host)))
      throw badRequest('Adresse privée refusée : le webhook doit être joignable depuis Internet');
  }
  url.hash = '';
  return url.toString();
}
