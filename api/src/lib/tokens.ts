import { createHash, randomBytes } from 'node:crypto';

/** SHA-256 in hex: how a token sent to a user is stored and looked up. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A random, URL-safe token (256 bits) and the hash to store. */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}
