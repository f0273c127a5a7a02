import type { Connection } from 'mongoose';
import { nextAgDate, type StatusValue } from '@ped/domain';
import { orderModel, type Order } from '../../models/order';
import { orderBuildingRecordModel } from '../../models/order-building-record';

/**
 * The date of the copropriété's next general assembly, convened or announced, as staff last recorded it (building
 * record, item 'next_ag') for this order or for any order of the same copropriété. Null
 * when nobody knows it yet.
 */
export async function nextAgDay(
  connection: Connection,
  order: Pick<Order, 'orderid' | 'registration_id'>,
): Promise<string | null> {
  const orderids = order.registration_id
    ? (
        await orderModel(connection)
          .find({ registration_id: order.registration_id }, { orderid: 1 })
          .lean()
      ).map((o) => o.orderid)
    : [order.orderid];
  const records = await orderBuildingRecordModel(connection)
    .find({ orderid: { $in: [...new Set([order.orderid, ...orderids])] } })
    .lean();
  const latest = records
    .flatMap((record) => record.entries)
    .filter((entry) => entry.item === 'next_ag')
    .sort((a, b) => new Date(b.at).getTime() - new Date(a.at).getTime())[0];
  return nextAgDate(latest?.value as StatusValue | null | undefined);
}
