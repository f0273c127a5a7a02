import { BlockList, isIP } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../../lib/http-errors';

/**
 * Addresses an endpoint may not point to in production (ADR 048, SSRF): loopback, private,
 * link-local (cloud metadata at 169.254.169.254), carrier-grade NAT, documentation,
 * multicast and reserved ranges, in IPv4 and IPv6. IPv4-mapped IPv6 addresses
 * (::ffff:10.0.0.1) are checked as their IPv4 address by BlockList itself.
 */
const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');

/** Whether an IP address is reachable on the Internet (false for anything but an IP). */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return !NOT_PUBLIC.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

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
