import dns from 'node:dns';
import https from 'node:https';
import net from 'node:net';
import { sniffMimetype } from '../uploads/sniff-mimetype';

/** A logo larger than this is not a logo: it would weigh on every document of the organisation. */
export const MAX_LOGO_BYTES = 512 * 1024;
const TIMEOUT_MS = 5_000;
const PRINTABLE = new Set(['image/png', 'image/jpeg']);

/** Why a logo address was refused, in the words the owner reads under the form. */
export class LogoRefusal extends Error {}

/**
 * Addresses the API never fetches from on an owner's behalf: this machine, its private
 * networks and the cloud's metadata service (SSRF). IPv4-mapped IPv6 addresses match the
 * IPv4 rules (Node's BlockList).
 */
const UNREACHABLE = new net.BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const)
  UNREACHABLE.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  UNREACHABLE.addSubnet(network, prefix, 'ipv6');

const NOT_PUBLIC = 'Le logo doit être sur un site public';

const isPublic = (address: string) =>
  !UNREACHABLE.check(address, net.isIP(address) === 6 ? 'ipv6' : 'ipv4');

function assertPublic(address: string) {
  if (!isPublic(address)) throw new LogoRefusal(NOT_PUBLIC);
}

/**
 * Resolves like the system, then refuses a private address: checked here, at connection
 * time, a name cannot resolve to a public address for a check and to a private one for the
 * request.
 */
const publicLookup: net.LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
    const [first] = addresses ?? [];
    if (error || !first) return callback(error ?? new LogoRefusal(NOT_PUBLIC), '', 4);
    if (!addresses.every(({ address }) => isPublic(address)))
      return callback(new LogoRefusal(NOT_PUBLIC), '', 4);
    // Node asks for every address when it tries IPv4 and IPv6 in turn (autoSelectFamily)
    if (options.all)
      return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, addresses);
    return callback(null, first.address, first.family);
  });
};

function get(url: URL): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const request = https.get(url, { lookup: publicLookup, timeout: TIMEOUT_MS }, (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        return reject(
          new LogoRefusal(
            `Le logo est introuvable à cette adresse (réponse ${response.statusCode ?? '?'}) : donnez l’adresse de l’image elle-même`,
          ),
        );
      }
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_LOGO_BYTES) {
          request.destroy(new LogoRefusal('Le logo pèse plus de 512 Ko : réduisez-le'));
          return;
        }
        chunks.push(chunk);
      });
      response.on('end', () => resolve(Buffer.concat(chunks)));
      response.on('error', reject);
    });
    request.on('timeout', () =>
      request.destroy(new LogoRefusal('Le site du logo ne répond pas : réessayez plus tard')),
    );
    request.on('error', (error) =>
      reject(
        error instanceof LogoRefusal
          ? error
          : new LogoRefusal('Le logo n’a pas pu être téléchargé à cette adresse'),
      ),
    );
  });
}

export interface DownloadedLogo {
  bytes: Buffer;
  mimetype: string;
}

/**
 * Downloads the logo an owner gives by its https address, once, when the settings are saved:
 * documents then print the stored bytes and never depend on another site. No redirect is
 * followed (it could lead anywhere); the type is read from the bytes.
 */
export async function downloadLogo(address: string): Promise<DownloadedLogo> {
  const url = URL.canParse(address) ? new URL(address) : null;
  if (url?.protocol !== 'https:') throw new LogoRefusal('Le logo doit être une adresse https://');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (net.isIP(host)) assertPublic(host);
  const bytes = await get(url);
  const mimetype = sniffMimetype(bytes)?.mimetype;
  if (!mimetype || !PRINTABLE.has(mimetype))
    throw new LogoRefusal('Le logo doit être une image PNG ou JPEG');
  return { bytes, mimetype };
}
