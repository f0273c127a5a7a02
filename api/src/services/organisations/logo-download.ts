import https from 'node:https';
import { isIP } from 'node:net';
import { isPublicAddress, PrivateAddressError, publicOnlyLookup } from '../../lib/public-network';
import { sniffMimetype } from '../uploads/sniff-mimetype';

/** A logo larger than this is not a logo: it would weigh on every document of the organisation. */
export const MAX_LOGO_BYTES = 512 * 1024;
const TIMEOUT_MS = 5_000;
const PRINTABLE = new Set(['image/png', 'image/jpeg']);

/** Why a logo address was refused, in the words the owner reads under the form. */
export class LogoRefusal extends Error {}

const NOT_PUBLIC = 'Le logo doit être sur un site public';

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
      },
    );
    request.on('timeout', () =>
      request.destroy(new LogoRefusal('Le site du logo ne répond pas : réessayez plus tard')),
    );
    request.on('error', (error) =>
      reject(
        error instanceof LogoRefusal
          ? error
          : new LogoRefusal(
              error instanceof PrivateAddressError
                ? NOT_PUBLIC
                : 'Le logo n’a pas pu être téléchargé à cette adresse',
            ),
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
  // a literal address is not resolved, so the connection's lookup never sees it
  if (isIP(host) && !isPublicAddress(host)) throw new LogoRefusal(NOT_PUBLIC);
  const bytes = await get(url);
  const mimetype = sniffMimetype(bytes)?.mimetype;
  if (!mimetype || !PRINTABLE.has(mimetype))
    throw new LogoRefusal('Le logo doit être une image PNG ou JPEG');
  return { bytes, mimetype };
}
