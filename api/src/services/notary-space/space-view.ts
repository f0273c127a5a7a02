import type { FastifyInstance } from 'fastify';
import {
  LOT_KINDS,
  OFFERS,
  docTypeLabel,
  isOfferCode,
  isSettlementRule,
  sellerNames,
  type OrderForm,
  type RefreshKind,
  type ShareRole,
} from '@ped/domain';
import type { Order } from '../../models/order';
import type { OrderShare } from '../../models/order-share';
import { loadRegister } from '../pre-etat-date/order-sources';
import { nextAgDay } from './next-ag';
import { freshnessOf, freshnessView } from './freshness';
import { deliveredVersions, latestSchedule } from '../pre-etat-date/versions';

const iso = (date: Date | null | undefined) => (date ? new Date(date).toISOString() : null);

type StoredForm = Partial<Pick<OrderForm, 'address' | 'zipcode' | 'city' | 'lots' | 'owners'>>;

/**
 * What the space shows its recipient: the sale (copropriété, lots, sellers), the current
 * pré-état daté and its versions, the annexes, until when the figures hold (next AG), and
 * the calls of the version delivered with the signing day and rule of their split. No
 * contact detail of the seller beyond names: the PDF carries the rest.
 */
export async function spaceView(app: FastifyInstance, order: Order, share: OrderShare) {
  const form = (order.stored ?? {}) as StoredForm;
  const [{ register, documents }, nextAg, versions, schedule] = await Promise.all([
    loadRegister(app.mongoose.connection, order.registration_id),
    nextAgDay(app.mongoose.connection, order),
    deliveredVersions(app.mongoose.connection, order),
    latestSchedule(app.mongoose.connection, order.orderid),
  ]);
  const freshness = await freshnessOf(app, order, new Date(), { nextAg, calls: schedule });
  const offer = order.payload?.offer;
  const address = [form.address, [form.zipcode, form.city].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return {
    orderid: order.orderid,
    state: order.state,
    offer: isOfferCode(offer) ? OFFERS[offer].name : '',
    copropriete: {
      name: register?.name ?? '',
      address: register?.address || address,
      registration_id: order.registration_id ?? null,
    },
    lots: (form.lots ?? []).map((lot) => ({
      number: lot.number ?? '',
      kind: LOT_KINDS.find((k) => k.value === lot.kind)?.label ?? '',
      description: lot.description ?? '',
    })),
    sellers: sellerNames(form.owners),
    document:
      order.document && versions.length
        ? { version: versions.at(-1)!.version, delivered: iso(order.document.generated) }
        : null,
    versions,
    annexes: documents.map((d) => ({
      label: docTypeLabel(d.doctype),
      delivered: iso(d.delivered),
      comment: d.comment ?? '',
    })),
    next_ag: nextAg,
    freshness: freshnessView(freshness),
    updating:
      order.state === 'need-refresh' && order.refresh_request
        ? {
            kind: order.refresh_request.kind as RefreshKind,
            since: iso(order.refresh_request.at) as string,
          }
        : null,
    // the calls of the version delivered, split in the space at the day the notary chooses
    settlement: {
      schedule,
      signing_day: order.deed_day ?? null,
      rule: isSettlementRule(order.settlement_rule) ? order.settlement_rule : 'art-6-2',
    },
    recipient: { role: share.role as ShareRole, name: share.name ?? '', email: share.email },
    expires: iso(share.expires) as string,
    answers: (share.answers ?? []).map((answer) => ({
      kind: answer.kind as 'conform' | 'correction',
      at: iso(answer.at) as string,
      version: answer.version ?? null,
      reason: answer.reason ?? '',
    })),
  };
}

export type SpaceView = Awaited<ReturnType<typeof spaceView>>;
