import {
  formatCount,
  formatAmountInput,
  formatCents,
  formatDate,
  formatDateInFull,
  formatDateTime,
  formatEuros,
  parseFrenchAmount,
  parseFrenchAmountCents,
} from './format';

describe('formatEuros / formatCents', () => {
  it('formats with U+00A0 grouping and before the euro sign', () => {
    expect(formatCents(123456)).toBe('1\u00a0234,56\u00a0€');
    expect(formatEuros(1234.56)).toBe('1\u00a0234,56\u00a0€');
  });

  it('never emits a narrow no-break space', () => {
    for (const v of [0, 1, 999999999, -1234567]) expect(formatCents(v)).not.toMatch(/\u202f/);
  });

  it('always shows two decimals', () => {
    expect(formatCents(4990)).toBe('49,90\u00a0€');
    expect(formatEuros(5)).toBe('5,00\u00a0€');
    expect(formatCents(1)).toBe('0,01\u00a0€');
    expect(formatCents(0)).toBe('0,00\u00a0€');
    expect(formatEuros(-0)).toBe('0,00\u00a0€');
  });

  it('groups millions and keeps negatives', () => {
    expect(formatCents(123456789)).toBe('1\u00a0234\u00a0567,89\u00a0€');
    expect(formatEuros(-12.5)).toBe('-12,50\u00a0€');
  });

  it('rounds to the cent', () => {
    expect(formatEuros(0.125)).toBe('0,13\u00a0€');
    expect(formatEuros(49.899)).toBe('49,90\u00a0€');
  });

  it('prints what Intl prints for French euros, spaces aside', () => {
    const intl = new Intl.NumberFormat('fr-FR', {
      style: 'currency',
      currency: 'EUR',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    const values = [1.005, 1.115, 2.675, -0.001, 0.5, 999.995, 1e9 + 0.015, -987654.321];
    for (let cents = -200_000; cents <= 2_000_000; cents += 997) values.push(cents / 100);
    for (let i = 0; i < 2000; i += 1) values.push(Math.round(Math.sin(i) * 1e9) / 1000);
    for (const value of values)
      expect(formatEuros(value)).toBe(intl.format(value).replace(/[\u202f\u00a0]/g, '\u00a0'));
  });
});

describe('formatCount', () => {
  it('groups thousands with no-break spaces, and rounds to a whole number', () => {
    expect(formatCount(36_000_000)).toBe('36\u00a0000\u00a0000');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1234.6)).toBe('1\u00a0235');
  });
});

describe('formatDateTime', () => {
  it('formats in Paris time with "à" and "h"', () => {
    expect(formatDateTime(new Date('2026-03-12T13:05:00Z'))).toBe('12 mars 2026 à 14h05');
  });

  it('follows summer time', () => {
    expect(formatDateTime('2026-07-01T07:05:00Z')).toBe('1 juil. 2026 à 09h05');
  });

  it('uses Intl abbreviated months', () => {
    expect(formatDateTime('2026-01-05T23:59:00Z')).toBe('6 janv. 2026 à 00h59');
    expect(formatDateTime(Date.UTC(2025, 8, 1, 10, 0))).toBe('1 sept. 2025 à 12h00');
  });

  it.each([null, undefined, '', 'pas une date', Number.NaN, new Date('invalid')])(
    'returns an empty string for %p',
    (value) => {
      expect(formatDateTime(value)).toBe('');
      expect(formatDate(value)).toBe('');
    },
  );
});

describe('formatDate', () => {
  it('formats the Paris calendar day', () => {
    expect(formatDate('2026-03-12T13:05:00Z')).toBe('12 mars 2026');
    expect(formatDate('2025-12-31T23:30:00Z')).toBe('1 janv. 2026');
    expect(formatDate('2026-02-14')).toBe('14 févr. 2026');
  });
});

describe('parseFrenchAmount', () => {
  it.each<[string, number]>([
    ['1 234,56', 1234.56],
    ['1\u00a0234,56', 1234.56],
    ['1\u202f234,56', 1234.56],
    ['1234.56', 1234.56],
    ['1 234,56 €', 1234.56],
    ['1\u00a0234,56\u00a0€', 1234.56],
    ['-12,5', -12.5],
    ['\u221212,5', -12.5],
    ['+3', 3],
    ['0', 0],
    ['-0', 0],
    [',5', 0.5],
    ['1.234,56', 1234.56],
    ['1,234.56', 1234.56],
    ['1.234.567', 1234567],
    ['  42 ', 42],
    ['42 EUR', 42],
    ['€42', 42],
  ])('reads %p as %p', (input, expected) => {
    expect(parseFrenchAmount(input)).toBe(expected);
  });

  it.each([
    '',
    '   ',
    'abc',
    '12a',
    '1,234',
    '12,345',
    '1.2.3',
    '1,2,3',
    '--1',
    '€',
    '1,2.3',
    '12.34.56,7',
    'Infinity',
  ])('refuses %p', (input) => {
    expect(parseFrenchAmount(input)).toBeNull();
  });

  it('refuses non-strings', () => {
    expect(parseFrenchAmount(12 as unknown as string)).toBeNull();
  });

  it('converts to integer cents', () => {
    expect(parseFrenchAmountCents('1 234,56 €')).toBe(123456);
    expect(parseFrenchAmountCents('0,29')).toBe(29);
    expect(parseFrenchAmountCents('1,005')).toBeNull();
    expect(parseFrenchAmountCents('x')).toBeNull();
  });
});

describe('formatDateInFull', () => {
  it('writes the month in full, in Paris time', () => {
    expect(formatDateInFull('2026-11-23T12:00:00Z')).toBe('23 novembre 2026');
    expect(formatDateInFull(new Date('2026-03-11T23:30:00Z'))).toBe('12 mars 2026');
  });

  it('writes the first of the month as « 1er »', () => {
    expect(formatDateInFull('2025-01-01T12:00:00Z')).toBe('1er janvier 2025');
    expect(formatDateInFull('2025-01-11T12:00:00Z')).toBe('11 janvier 2025');
  });

  it('is empty for a missing or invalid date', () => {
    expect(formatDateInFull(null)).toBe('');
    expect(formatDateInFull('pas une date')).toBe('');
  });
});

describe('formatAmountInput', () => {
  it('shows an amount with its two decimals, as a field gives it back to be read again', () => {
    expect(formatAmountInput(1850.4)).toBe('1\u00a0850,40');
    expect(formatAmountInput(1200)).toBe('1\u00a0200,00');
    expect(formatAmountInput(-0)).toBe('0,00');
    expect(parseFrenchAmount(formatAmountInput(1234567.89))).toBe(1234567.89);
  });
});
