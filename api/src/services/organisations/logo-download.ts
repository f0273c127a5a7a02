import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import type { Readable } from 'node:stream';
import { isPublicAddress, PrivateAddressError, publicOnlyLookup } from '../../lib/public-network';
import { LOGO_BUDGETS } from '../document-reading/budgets';
import { sniffMimetype } from '../uploads/sniff-mimetype';

export const MAX_LOGO_BYTES = LOGO_BUDGETS.bytes;
const PRINTABLE = new Set(['image/png', 'image/jpeg']);

/** Why a logo address was refused, in the words the owner reads under the form. */
export class LogoRefusal extends Error {}

const NOT_PUBLIC = 'Le logo doit être sur un site public';
const NOT_DOWNLOADED = 'Le logo n’a pas pu être téléchargé à cette adresse';
const TOO_SLOW = 'Le site du logo ne répond pas assez vite : réessayez plus tard';

/** The body of the logo's answer, refused past MAX_LOGO_BYTES without reading the rest. */
export async function readLogo(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_LOGO_BYTES) {
      body.destroy();
      throw new LogoRefusal('Le logo pèse plus de 512 Ko : réduisez-le');
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** The logo's type, read from its bytes (the sender's word is ignored): PNG or JPEG only. */
export function logoMimetype(bytes: Buffer): string {
  const mimetype = sniffMimetype(bytes)?.mimetype;
  if (!mimetype || !PRINTABLE.has(mimetype))
    throw new LogoRefusal('Le logo doit être une image PNG ou JPEG');
  return mimetype;
}

const refusal = (error: unknown) => {
  if (error instanceof LogoRefusal) return error;
  if (error instanceof PrivateAddressError) return new LogoRefusal(NOT_PUBLIC);
  if ((error as Error).name === 'AbortError') return new LogoRefusal(TOO_SLOW);
  return new LogoRefusal(NOT_DOWNLOADED);
};

/**
 * How the connection is made: names resolved to public addresses only. Tests give a lookup
 * to their own server on loopback and its certificate, and nothing else changes.
 */
export interface LogoConnection {
  lookup: LookupFunction;
  ca?: string | Buffer;
  /** the whole exchange's deadline */
  deadlineMs?: number;
}

const PUBLIC_ONLY: LogoConnection = { lookup: publicOnlyLookup };

/**
 * The logo's bytes, within LOGO_BUDGETS.downloadMs from the request to the last byte: the
 * deadline covers the whole exchange, so a server sending a byte every two seconds is cut
 * off as surely as one that never answers.
 */
function get(
  url: URL,
  { lookup, ca, deadlineMs = LOGO_BUDGETS.downloadMs }: LogoConnection,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const request = https.get(
      url,
      { lookup, ca, signal: AbortSignal.timeout(deadlineMs) },
      (response) => {
        if (response.statusCode !== 200) {
          response.resume();
          return reject(
            new LogoRefusal(
              `Le logo est introuvable à cette adresse (réponse ${response.statusCode ?? '?'}) : donnez l’adresse de l’image elle-même`,
            ),
          );
        }
        readLogo(response).then(resolve, (error: unknown) => reject(refusal(error)));
      },
    );
    request.on('error', (error) => reject(refusal(error)));
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
export async function downloadLogo(
  address: string,
  connection: LogoConnection = PUBLIC_ONLY,
): Promise<DownloadedLogo> {
  const url = URL.canParse(address) ? new URL(address) : null;
  if (url?.protocol !== 'https:') throw new LogoRefusal('Le logo doit être une adresse https://');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  // a literal address is not resolved, so the connection's lookup never sees it
  if (isIP(host) && !isPublicAddress(host)) throw new LogoRefusal(NOT_PUBLIC);
  const bytes = await get(url, connection);
  return { bytes, mimetype: logoMimetype(bytes) };
}
