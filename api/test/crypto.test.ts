import { randomBytes } from 'node:crypto';
import {
  decryptSecret,
  encryptSecret,
  isSealedSecret,
  SecretDecryptionError,
} from '../src/lib/crypto';

const key = randomBytes(32).toString('base64');

describe('secret encryption (AES-256-GCM)', () => {
  it('round-trips a password, with a fresh IV each time', () => {
    const first = encryptSecret('Mot de passe « extranet » 2024!', key);
    const second = encryptSecret('Mot de passe « extranet » 2024!', key);
    expect(first).not.toBe(second);
    expect(first).not.toContain('extranet');
    expect(isSealedSecret(first)).toBe(true);
    expect(decryptSecret(first, key)).toBe('Mot de passe « extranet » 2024!');
    expect(decryptSecret(second, key)).toBe('Mot de passe « extranet » 2024!');
  });

  it('detects a tampered ciphertext, tag or IV', () => {
    const sealed = encryptSecret('secret', key);
    const parts = sealed.split(':');
    for (const index of [1, 2, 3]) {
      const altered = [...parts];
      const bytes = Buffer.from(altered[index] as string, 'base64url');
      bytes[0] = (bytes[0] as number) ^ 1;
      altered[index] = bytes.toString('base64url');
      expect(() => decryptSecret(altered.join(':'), key)).toThrow(SecretDecryptionError);
    }
  });

  it('refuses another key and malformed values', () => {
    const sealed = encryptSecret('secret', key);
    expect(() => decryptSecret(sealed, randomBytes(32).toString('base64'))).toThrow(
      SecretDecryptionError,
    );
    expect(() => decryptSecret('secret', key)).toThrow(SecretDecryptionError);
    expect(isSealedSecret('secret')).toBe(false);
  });
});
