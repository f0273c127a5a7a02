import { formatCents } from './format';
import { describeFigureChange, figureChanges, type PrintedFigure } from './version-changes';

const figure = (field: string, lot: string | null, cents: number | null): PrintedFigure => ({
  field,
  label: field === 'unpaid' ? 'Impayés de charges de la copropriété' : 'Provisions exigibles',
  lot,
  cents,
});

describe('what changed between two versions', () => {
  it('lists added, changed and removed figures with old and new value, per lot', () => {
    const v1 = [
      figure('unpaid', null, 721000),
      figure('budget', '12', null),
      figure('budget', '45', 5000),
    ];
    const v2 = [
      figure('unpaid', null, 748000),
      figure('budget', '12', 38050),
      figure('budget', '45', null),
    ];
    expect(figureChanges(v1, v2)).toEqual([
      {
        kind: 'changed',
        field: 'unpaid',
        label: 'Impayés de charges de la copropriété',
        lot: null,
        before: 721000,
        after: 748000,
      },
      {
        kind: 'added',
        field: 'budget',
        label: 'Provisions exigibles',
        lot: '12',
        before: null,
        after: 38050,
      },
      {
        kind: 'removed',
        field: 'budget',
        label: 'Provisions exigibles',
        lot: '45',
        before: 5000,
        after: null,
      },
    ]);
  });

  it('says nothing for identical versions and treats a real 0 as an amount', () => {
    const v1 = [figure('unpaid', null, 0)];
    expect(figureChanges(v1, v1)).toEqual([]);
    expect(figureChanges([figure('unpaid', null, null)], v1)).toEqual([
      expect.objectContaining({ kind: 'added', before: null, after: 0 }),
    ]);
  });

  it('keeps a figure the newer version no longer prints as removed', () => {
    expect(figureChanges([figure('budget', '78', 1200)], [])).toEqual([
      expect.objectContaining({ kind: 'removed', lot: '78', before: 1200, after: null }),
    ]);
  });

  it('describes each change in French', () => {
    const [changed, added, removed] = figureChanges(
      [figure('unpaid', null, 721000), figure('budget', '45', 5000)],
      [figure('unpaid', null, 748000), figure('budget', '12', 38050)],
    );
    expect(describeFigureChange(changed!)).toBe(
      `Impayés de charges de la copropriété : ${formatCents(721000)} → ${formatCents(748000)}`,
    );
    expect(describeFigureChange(added!)).toBe(
      `Provisions exigibles (lot 12) : ${formatCents(38050)} (non communiqué auparavant)`,
    );
    expect(describeFigureChange(removed!)).toBe(
      `Provisions exigibles (lot 45) : non communiqué (${formatCents(5000)} auparavant)`,
    );
  });
});
