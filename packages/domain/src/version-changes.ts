import { formatCents } from './format';

/** A figure as a delivered version printed it: what « Ce qui a changé » compares. */
export interface PrintedFigure {
  field: string;
  label: string;
  /** the lot it belongs to; null for a copropriété figure */
  lot: string | null;
  /** null = « Non communiqué » */
  cents: number | null;
}

export interface FigureChange {
  kind: 'added' | 'changed' | 'removed';
  field: string;
  label: string;
  lot: string | null;
  before: number | null;
  after: number | null;
}

const keyOf = (figure: Pick<PrintedFigure, 'field' | 'lot'>) =>
  `${figure.field}:${figure.lot ?? ''}`;

/**
 * What changed between two versions of a pré-état daté, in the order of the newer one:
 * a figure given where it was « Non communiqué » is added, one no longer given is removed,
 * a different amount is changed. A real 0 is an amount like any other.
 */
export function figureChanges(before: PrintedFigure[], after: PrintedFigure[]): FigureChange[] {
  const previous = new Map(before.map((figure) => [keyOf(figure), figure]));
  const changes: FigureChange[] = [];
  const change = (
    kind: FigureChange['kind'],
    figure: PrintedFigure,
    from: number | null,
    to: number | null,
  ) =>
    changes.push({
      kind,
      field: figure.field,
      label: figure.label,
      lot: figure.lot,
      before: from,
      after: to,
    });
  for (const figure of after) {
    const old = previous.get(keyOf(figure))?.cents ?? null;
    previous.delete(keyOf(figure));
    if (old === figure.cents) continue;
    if (old === null) change('added', figure, null, figure.cents);
    else if (figure.cents === null) change('removed', figure, old, null);
    else change('changed', figure, old, figure.cents);
  }
  for (const figure of previous.values())
    if (figure.cents !== null) change('removed', figure, figure.cents, null);
  return changes;
}

/** « Impayés de charges (lot 12) : 7 210,00 € → 7 480,00 € », as the pages list a change. */
export function describeFigureChange(change: FigureChange): string {
  const name = `${change.label}${change.lot ? ` (lot ${change.lot})` : ''}`;
  switch (change.kind) {
    case 'added':
      return `${name} : ${formatCents(change.after!)} (non communiqué auparavant)`;
    case 'removed':
      return `${name} : non communiqué (${formatCents(change.before!)} auparavant)`;
    case 'changed':
      return `${name} : ${formatCents(change.before!)} → ${formatCents(change.after!)}`;
  }
}
