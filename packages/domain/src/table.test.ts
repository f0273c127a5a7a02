import {
  DEFAULT_TABLE_PAGE_SIZE,
  PAGINATION_PAGE_SIZES,
  TABLE_PAGE_SIZES,
  pageRows,
  sortRows,
} from './table';

describe('table constants', () => {
  it('matches docs/product.md §9.2', () => {
    expect(TABLE_PAGE_SIZES).toEqual([10, 25, 50]);
    expect(DEFAULT_TABLE_PAGE_SIZE).toBe(10);
    expect(PAGINATION_PAGE_SIZES).toEqual([10, 25, 50, 100]);
  });
});

describe('sortRows', () => {
  const rows = [
    { name: 'Nexity', created: '2026-01-02T10:00:00Z', n: 9 },
    { name: 'foncia', created: '2026-03-01T10:00:00Z', n: 10 },
    { name: 'Élysée Gestion', created: null, n: 2 },
    { name: 'Citya', created: '2025-12-31T10:00:00Z', n: null },
  ];

  it('sorts names with French collation', () => {
    expect(sortRows(rows, 'name', 'asc').map((r) => r.name)).toEqual([
      'Citya',
      'Élysée Gestion',
      'foncia',
      'Nexity',
    ]);
  });

  it('sorts dates descending with empty values last', () => {
    expect(sortRows(rows, 'created', 'desc').map((r) => r.name)).toEqual([
      'foncia',
      'Nexity',
      'Citya',
      'Élysée Gestion',
    ]);
    expect(sortRows(rows, 'created', 'asc').map((r) => r.name)).toEqual([
      'Citya',
      'Nexity',
      'foncia',
      'Élysée Gestion',
    ]);
  });

  it('sorts numbers numerically and keeps the input untouched', () => {
    const copy = [...rows];
    expect(sortRows(rows, 'n', 'asc').map((r) => r.n)).toEqual([2, 9, 10, null]);
    expect(rows).toEqual(copy);
  });

  it('is stable and follows nested paths', () => {
    const nested = [
      { id: 1, o: { s: 'b' } },
      { id: 2, o: { s: 'a' } },
      { id: 3, o: { s: 'b' } },
    ];
    expect(sortRows(nested, 'o.s', 'asc').map((r) => r.id)).toEqual([2, 1, 3]);
    expect(sortRows(nested, 'o.s', 'desc').map((r) => r.id)).toEqual([1, 3, 2]);
  });

  it('compares dates and booleans', () => {
    const d = [{ v: new Date('2026-01-02') }, { v: new Date('2025-01-01') }];
    expect(sortRows(d, 'v', 'asc')[0]).toBe(d[1]);
    const b = [{ v: true }, { v: false }];
    expect(sortRows(b, 'v', 'asc')[0]).toBe(b[1]);
  });
});

describe('pageRows', () => {
  const rows = Array.from({ length: 23 }, (_, i) => i);
  it('slices pages from 0', () => {
    expect(pageRows(rows, 0)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(pageRows(rows, 2)).toEqual([20, 21, 22]);
    expect(pageRows(rows, 3)).toEqual([]);
    expect(pageRows(rows, 0, 25)).toHaveLength(23);
    expect(pageRows(rows, -1)).toEqual([]);
    expect(pageRows(rows, 0, 0)).toEqual([]);
  });
});
