import { CELL_LONG_TEXT_MAX, CELL_TEXT_MAX, isUrlLike, truncate, truncateCell } from './text';

describe('truncate', () => {
  it('keeps text up to the limit', () => {
    expect(truncate('a'.repeat(20))).toBe('a'.repeat(20));
    expect(truncate('court')).toBe('court');
  });

  it('cuts longer text to the limit, ellipsis included', () => {
    expect(truncate('Résidence Les Jardins de Provence')).toBe('Résidence Les Jardi…');
    expect(truncate('Résidence Les Jardins de Provence')).toHaveLength(CELL_TEXT_MAX);
    expect(truncate('abcdef', 4)).toBe('abc…');
  });

  it('counts code points', () => {
    expect(truncate('😀'.repeat(25))).toBe('😀'.repeat(19) + '…');
  });

  it('handles empty values and silly limits', () => {
    expect(truncate(null)).toBe('');
    expect(truncate(undefined)).toBe('');
    expect(truncate('abc', 0)).toBe('');
    expect(truncate('abc', 1)).toBe('…');
  });
});

describe('truncateCell', () => {
  const url = 'https://extranet.syndic-exemple.fr/coproprietes/12345';
  it('gives URLs 30 characters and text 20', () => {
    expect(truncateCell(url)).toBe(url.slice(0, 29) + '…');
    expect(truncateCell(url)).toHaveLength(CELL_LONG_TEXT_MAX);
    expect(truncateCell('x'.repeat(25))).toHaveLength(20);
  });

  it('gives declared ids 30 characters', () => {
    expect(truncateCell('6650f1c2a9b8e7d6c5b4a3f2e1d0c9b8', 'id')).toBe(
      '6650f1c2a9b8e7d6c5b4a3f2e1d0c…',
    );
    expect(truncateCell(url, 'text')).toHaveLength(20);
  });

  it('stringifies values', () => {
    expect(truncateCell(12345)).toBe('12345');
    expect(truncateCell(null)).toBe('');
    expect(truncateCell(true)).toBe('true');
  });

  it('recognises URLs', () => {
    expect(isUrlLike('www.exemple.fr')).toBe(true);
    expect(isUrlLike('HTTP://x.fr')).toBe(true);
    expect(isUrlLike('exemple.fr')).toBe(false);
  });
});
