import type { Connection } from 'mongoose';
import { figureChanges, type PrintedFigure, type ScheduledCall } from '@ped/domain';
import type { DeliveredVersionView } from '@ped/schemas';
import { documentVersionModel } from '../../models/document-version';
import type { Order } from '../../models/order';

type DeliveredOrder = Pick<Order, 'orderid' | 'history' | 'document'>;

/** Orders delivered before versions were stored: each « Terminer » of the history, nothing to compare. */
function historyVersions(order: DeliveredOrder): DeliveredVersionView[] {
  if (!order.document) return [];
  const deliveries = (order.history ?? []).filter((entry) => entry.action === 'done');
  const dates = deliveries.length
    ? deliveries.map((entry) => entry.at)
    : [order.document.generated];
  return dates.map((at, index) => ({
    version: index + 1,
    delivered: new Date(at).toISOString(),
    changes: null,
  }));
}

/**
 * The figures a stored version printed. Versions delivered before 25 November 2026 kept
 * the whole resolved set (`[{ figures, sellerTotals }]`) instead of the list.
 */
export function printedFigures(stored: unknown[]): PrintedFigure[] {
  const [first] = stored as Array<{ figures?: unknown }>;
  const list = first && Array.isArray(first.figures) ? first.figures : stored;
  return (list as PrintedFigure[]).map(({ field, label, lot, cents }) => ({
    field,
    label,
    lot: lot ?? null,
    cents: cents ?? null,
  }));
}

/**
 * Every delivered version of an order, oldest first, each with « Ce qui a changé »: the
 * stored versions (deliver.ts), or for older orders the deliveries of their history.
 */
export async function deliveredVersions(
  connection: Connection,
  order: DeliveredOrder,
): Promise<DeliveredVersionView[]> {
  const versions = await documentVersionModel(connection)
    .find({ orderid: order.orderid }, { version: 1, delivered: 1, figures: 1 })
    .sort({ version: 1 })
    .lean();
  if (!versions.length) return historyVersions(order);
  return versions.map((current, index) => ({
    version: current.version,
    delivered: current.delivered.toISOString(),
    changes:
      index === 0
        ? null
        : figureChanges(
            printedFigures(versions[index - 1]!.figures),
            printedFigures(current.figures),
          ),
  }));
}

/** The number of the version delivered last (the one the notary reads); null before any. */
export async function latestVersion(
  connection: Connection,
  order: DeliveredOrder,
): Promise<number | null> {
  if (!order.document) return null;
  const latest = await documentVersionModel(connection)
    .findOne({ orderid: order.orderid }, { version: 1 })
    .sort({ version: -1 })
    .lean();
  return latest?.version ?? historyVersions(order).at(-1)?.version ?? null;
}

/**
 * The échéancier of the version delivered last, as it was printed: what the notary's space
 * and the professionals' API split at any signing day. Empty before any delivery and for
 * versions delivered before it was kept.
 */
export async function latestSchedule(
  connection: Connection,
  orderid: string,
): Promise<ScheduledCall[]> {
  const latest = await documentVersionModel(connection)
    .findOne({ orderid }, { schedule: 1 })
    .sort({ version: -1 })
    .lean();
  return (latest?.schedule ?? []) as ScheduledCall[];
}
