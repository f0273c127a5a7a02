import type { FastifyInstance } from 'fastify';
import type { ApiKeySummary } from '@ped/schemas';
import { accountModel } from '../../models/account';
import type { ApiKey } from '../../models/api-key';

export const viewOf = (key: ApiKey, creator: string): ApiKeySummary => ({
  id: String(key._id),
  name: key.name,
  prefix: key.prefix,
  // keys made before ADR 049 were live and complete
  mode: key.mode ?? 'live',
  scope: key.scope ?? 'full',
  created_by: creator,
  created: key.created.toISOString(),
  last_used: key.last_used?.toISOString() ?? null,
  revoked: key.revoked?.toISOString() ?? null,
});

/** The keys as Paramètres lists them, each with the e-mail of the member who created it. */
export async function viewKeys(app: FastifyInstance, keys: ApiKey[]): Promise<ApiKeySummary[]> {
  const creators = await accountModel(app.mongoose.connection)
    .find({ _id: { $in: keys.map((k) => k.account) } }, { email: 1 })
    .lean();
  const emails = new Map(creators.map((a) => [String(a._id), a.email]));
  return keys.map((key) => viewOf(key, emails.get(String(key.account)) ?? ''));
}
