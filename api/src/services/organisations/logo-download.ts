import https from 'node:https';
import { isIP } from 'node:net';
import type { Readable } from 'node:stream';
import { isPublicAddress, PrivateAddressError, publicOnlyLookup } from '../../lib/public-network';
import { sniffMimetype } from '../uploads/sniff-mimetype';

/** A logo larger than this is not a logo: it would weigh on every document of the organisation. */
export const MAX_LOGO_BYTES = 512 * 1024;
const TIMEOUT_MS = 5_000;
const PRINTABLE = new Set(['image/png', 'image/jpeg']);

/** Why a logo address was refused, in the words the owner reads under the form. */
export class LogoRefusal extends Error {}

const NOT_PUBLIC = 'Le logo doit être sur un site public';
const NOT_DOWNLOADED = 'Le logo n’a pas pu être téléchargé à cette adresse';

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

const refusal = (error: unknown) =>
  error instanceof LogoRefusal
    ? error
    : new LogoRefusal(error instanceof PrivateAddressError ? NOT_PUBLIC : NOT_DOWNLOADED);

function get(url: URL): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const request = https.get(
      url,
      { lookup: publicOnlyLookup, timeout: TIMEOUT_MS },
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
    request.on('timeout', () =>
      request.destroy(new LogoRefusal('Le site du logo ne répond pas : réessayez plus tard')),
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
export async function downloadLogo(address: string): Promise<DownloadedLogo> {
  const url = URL.canParse(address) ? new URL(address) : null;
  if (url?.protocol !== 'https:') throw new LogoRefusal('Le logo doit être une adresse https://');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  // a literal address is not resolved, so the connection's lookup never sees it
  if (isIP(host) && !isPublicAddress(host)) throw new LogoRefusal(NOT_PUBLIC);
  const bytes = await get(url);
  return { bytes, mimetype: logoMimetype(bytes) };
}
