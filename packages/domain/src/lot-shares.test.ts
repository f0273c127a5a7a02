import { formatTantiemes, shareOfBuilding, totalOf } from './lot-shares';

describe('formatTantiemes', () => {
  it('groups thousands and spaces the slash: 245 / 10 000', () => {
    expect(formatTantiemes(245, 10000)).toBe('245\u00a0/ 10\u00a0000');
    expect(formatTantiemes(12, 1000)).toBe('12\u00a0/ 1\u00a0000');
  });

  it('is null when a side is unknown', () => {
    expect(formatTantiemes(null, 10000)).toBeNull();
    expect(formatTantiemes(245, undefined)).toBeNull();
  });
});

describe('shareOfBuilding', () => {
  it('splits a building amount by tantièmes, rounded to the cent', () => {
    expect(shareOfBuilding(12_000_000, 245, 10000)).toBe(294_000);
    expect(shareOfBuilding(100, 1, 3)).toBe(33);
  });
});

describe('totalOf', () => {
  it('adds the known amounts', () => {
    expect(totalOf([100, 250, 0])).toEqual({ cents: 350, partial: false });
  });

  it('marks a total with unknown amounts as partial', () => {
    expect(totalOf([100, null])).toEqual({ cents: 100, partial: true });
  });

  it('is unknown, not 0, when nothing is known', () => {
    expect(totalOf([null, undefined])).toEqual({ cents: null, partial: false });
    expect(totalOf([])).toEqual({ cents: null, partial: false });
  });

  it('keeps a real 0', () => {
    expect(totalOf([0])).toEqual({ cents: 0, partial: false });
  });
});
