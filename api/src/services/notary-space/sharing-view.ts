import type { FastifyInstance } from 'fastify';
import { offerIncludesNotarySpace, shareStatus } from '@ped/domain';
import type { Order } from '../../models/order';
import { freeUpdateOf } from './free-update';
import { freshnessOf, freshnessView } from './freshness';
import { listShares } from './shares';

const iso = (date: Date) => new Date(date).toISOString();

/** The order page's sharing block: its links (never their tokens), openings, the free update. */
export async function sharingView(app: FastifyInstance, order: Order) {
  const now = new Date();
  const [shares, update, freshness] = await Promise.all([
    listShares(app, order.orderid),
    freeUpdateOf(app, order),
    freshnessOf(app, order, now),
  ]);
  return {
    available: offerIncludesNotarySpace(order.payload?.offer),
    deed_day: order.deed_day ?? null,
    next_ag: update.allowed && update.basis === 'next-ag' ? update.until : null,
    freshness: freshnessView(freshness, now),
    free_update: update.allowed
      ? { allowed: true, reason: null, new_order: false, validity: update.validity }
      : { allowed: false, reason: update.reason, new_order: update.newOrder, validity: null },
    shares: shares.map((share) => ({
      id: String(share._id),
      role: share.role,
      name: share.name ?? '',
      email: share.email,
      created: iso(share.created),
      expires: iso(share.expires),
      status: shareStatus(share, now),
      openings: (share.openings ?? []).map((o) => ({
        at: iso(o.at),
        version: o.version ?? null,
        ip: o.ip ?? '',
      })),
      answers: (share.answers ?? []).map((a) => ({
        kind: a.kind,
        at: iso(a.at),
        version: a.version ?? null,
        reason: a.reason ?? '',
      })),
    })),
  };
}
