import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Secrets kept at rest (syndic extranet passwords): AES-256-GCM with the 32-byte
 * ENCRYPTION_KEY, a random 96-bit IV per value and the 128-bit authentication tag, stored
 * as `v1:<iv>:<tag>:<ciphertext>` (base64url). A changed byte fails decryption instead of
 * yielding a wrong password.
 */
const VERSION = 'v1';
const IV_BYTES = 12;

export class SecretDecryptionError extends Error {
  constructor() {
    super('Secret illisible : clé de chiffrement différente ou donnée altérée');
  }
}

function keyBytes(key: string): Buffer {
  const bytes = Buffer.from(key, 'base64');
  if (bytes.length !== 32) throw new Error('ENCRYPTION_KEY doit faire 32 octets encodés en base64');
  return bytes;
}

export function encryptSecret(plain: string, key: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyBytes(key), iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), data]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join(':');
}

export function decryptSecret(sealed: string, key: string): string {
  const [version, iv, tag, data] = sealed.split(':');
  if (version !== VERSION || iv === undefined || tag === undefined || data === undefined)
    throw new SecretDecryptionError();
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyBytes(key), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([
      decipher.update(Buffer.from(data, 'base64url')),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    throw new SecretDecryptionError();
  }
}

export const isSealedSecret = (value: string): boolean =>
  value.startsWith(`${VERSION}:`) && value.split(':').length === 4;
