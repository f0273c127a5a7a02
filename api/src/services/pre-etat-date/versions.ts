import type { Connection } from 'mongoose';
import { figureChanges, type FigureChange, type PrintedFigure } from '@ped/domain';
import { documentVersionModel } from '../../models/document-version';

export interface DeliveredVersionView {
  version: number;
  delivered: string;
  /** what changed since the previous version; null for the first */
  changes: FigureChange[] | null;
}

/**
 * The figures a stored version printed. Versions delivered before 25 November 2026 kept
 * the whole resolved set (`[{ figures, sellerTotals }]`) instead of the list.
 */
function printedFigures(stored: unknown[]): PrintedFigure[] {
  const [first] = stored as Array<{ figures?: unknown }>;
  const list = first && Array.isArray(first.figures) ? first.figures : stored;
  return (list as PrintedFigure[]).map(({ field, label, lot, cents }) => ({
    field,
    label,
    lot: lot ?? null,
    cents: cents ?? null,
  }));
}

/** Every delivered version of an order, oldest first, each with « Ce qui a changé ». */
export async function deliveredVersions(
  connection: Connection,
  orderid: string,
): Promise<DeliveredVersionView[]> {
  const versions = await documentVersionModel(connection)
    .find({ orderid }, { version: 1, delivered: 1, figures: 1 })
    .sort({ version: 1 })
    .lean();
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
