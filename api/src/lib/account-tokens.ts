import type { Connection, Types } from 'mongoose';
import { accountTokenModel, type AccountTokenPurpose } from '../models/account-token';
import { hashToken, newToken } from './tokens';

/** How long each e-mailed link stays usable. */
export const ACCOUNT_TOKEN_TTL_MS: Record<AccountTokenPurpose, number> = {
  validation: 7 * 24 * 60 * 60 * 1000,
  password_reset: 60 * 60 * 1000,
  invitation: 7 * 24 * 60 * 60 * 1000,
};

/** A new single-use token for the account; the earlier unused ones of the same purpose stop working. */
export async function createAccountToken(
  connection: Connection,
  account: Types.ObjectId | string,
  purpose: AccountTokenPurpose,
): Promise<string> {
  const AccountToken = accountTokenModel(connection);
  const now = new Date();
  await AccountToken.updateMany({ account, purpose, used_at: null }, { $set: { used_at: now } });
  const { token, hash } = newToken();
  await AccountToken.create({
    purpose,
    token_hash: hash,
    account,
    created: now,
    expires: new Date(now.getTime() + ACCOUNT_TOKEN_TTL_MS[purpose]),
  });
  return token;
}

/**
 * Uses the token once: returns its account id, or null when it is unknown, already used,
 * expired or meant for something else. The update is atomic, so two clicks cannot both win.
 */
export async function consumeAccountToken(
  connection: Connection,
  token: string,
  purpose: AccountTokenPurpose,
): Promise<string | null> {
  const now = new Date();
  const used = await accountTokenModel(connection).findOneAndUpdate(
    { token_hash: hashToken(token), purpose, used_at: null, expires: { $gt: now } },
    { $set: { used_at: now } },
  );
  return used ? String(used.account) : null;
}
