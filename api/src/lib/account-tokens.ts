import type { Connection, Types } from 'mongoose';
import { accountTokenModel, type AccountTokenPurpose } from '../models/account-token';
import { accountModel } from '../models/account';
import { hashPassword } from './passwords';
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

/** The account a token still opens, without using it: the page shows whom it invites. */
export async function peekAccountToken(
  connection: Connection,
  token: string,
  purpose: AccountTokenPurpose,
): Promise<string | null> {
  const open = await accountTokenModel(connection)
    .findOne({ token_hash: hashToken(token), purpose, used_at: null, expires: { $gt: new Date() } })
    .lean();
  return open ? String(open.account) : null;
}

/**
 * Sets the password chosen through an e-mailed link (reset, invitation) and validates the
 * account: the link reached the mailbox, which proves the address. Returns the account's
 * e-mail and id, or null when the link is unknown, used or expired.
 */
export async function setPasswordFromLink(
  connection: Connection,
  token: string,
  purpose: Extract<AccountTokenPurpose, 'password_reset' | 'invitation'>,
  password: string,
): Promise<{ id: string; email: string } | null> {
  const accountId = await consumeAccountToken(connection, token, purpose);
  if (!accountId) return null;
  const account = await accountModel(connection)
    .findByIdAndUpdate(
      accountId,
      { $set: { password_hash: await hashPassword(password), validated: true } },
      { new: true },
    )
    .lean();
  return account ? { id: String(account._id), email: account.email } : null;
}
