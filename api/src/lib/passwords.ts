import { hash, verify } from '@node-rs/argon2';

/** argon2id, the library's default algorithm, with its defaults (19 MiB, 2 passes): OWASP's recommended minimum. */
export const hashPassword = (password: string) => hash(password);

/** A hash of nothing anyone knows: checked when the account does not exist, so timing reveals nothing. */
let decoy: Promise<string> | null = null;

export async function verifyPassword(
  passwordHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!passwordHash) {
    decoy ??= hashPassword('compte-inexistant-leurre');
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
