import { addDays, parisDay, parisWallTime, parisWallTimeToDate, toValidDate } from './paris-time';

describe('paris time', () => {
  it('gives the Paris calendar day', () => {
    expect(parisDay(new Date('2025-08-31T21:59:59Z'))).toBe('2025-08-31');
    expect(parisDay(new Date('2025-08-31T22:00:00Z'))).toBe('2025-09-01');
    expect(parisDay(new Date('2026-01-01T22:59:59Z'))).toBe('2026-01-01');
    expect(parisDay(new Date('2026-01-01T23:00:00Z'))).toBe('2026-01-02');
  });

  it('keeps the right day at the edges of the remembered day, DST days included', () => {
    // each pair: the last millisecond of a Paris day, then the first of the next
    for (const [last, first, day, next] of [
      ['2026-03-28T22:59:59.999Z', '2026-03-28T23:00:00.000Z', '2026-03-28', '2026-03-29'],
      ['2026-03-29T21:59:59.999Z', '2026-03-29T22:00:00.000Z', '2026-03-29', '2026-03-30'],
      ['2026-10-25T22:59:59.999Z', '2026-10-25T23:00:00.000Z', '2026-10-25', '2026-10-26'],
    ] as const) {
      expect(parisDay(new Date(last))).toBe(day);
      expect(parisDay(new Date(last))).toBe(day);
      expect(parisDay(new Date(first))).toBe(next);
      expect(parisDay(new Date(last))).toBe(day);
    }
  });

  it('reads the wall clock', () => {
    expect(parisWallTime(new Date('2026-03-12T13:05:09Z'))).toEqual({
      year: 2026,
      month: 3,
      day: 12,
      hour: 14,
      minute: 5,
      second: 9,
    });
  });

  it('reads the wall clock as the time-zone database does, around every clock change', () => {
    const database = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Paris',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    });
    const fromDatabase = (instant: number) => {
      const parts = database.formatToParts(new Date(instant));
      const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
      return {
        year: get('year'),
        month: get('month'),
        day: get('day'),
        hour: get('hour'),
        minute: get('minute'),
        second: get('second'),
      };
    };
    const HOUR = 3_600_000;
    // 1990: summer time still ended in September; 2024-2040: the EU rule, at both changes
    for (const year of [1990, 1995, 1996, 2024, 2025, 2026, 2031, 2040])
      for (const month of [2, 8, 9])
        for (let hours = 0; hours < 31 * 24; hours += 1) {
          const instant = Date.UTC(year, month, 1) + hours * HOUR + 59_999;
          expect(parisWallTime(new Date(instant))).toEqual(fromDatabase(instant));
        }
    expect(() => parisWallTime(new Date(Number.NaN))).toThrow(RangeError);
  });

  it('turns wall time into instants across DST', () => {
    expect(parisWallTimeToDate(2026, 1, 16, 19).toISOString()).toBe('2026-01-16T18:00:00.000Z');
    expect(parisWallTimeToDate(2026, 7, 16, 19).toISOString()).toBe('2026-07-16T17:00:00.000Z');
    expect(parisWallTimeToDate(2026, 3, 29, 1, 30).toISOString()).toBe('2026-03-29T00:30:00.000Z');
    expect(parisWallTimeToDate(2026, 3, 29, 3, 30).toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(parisWallTimeToDate(2026, 10, 25, 12).toISOString()).toBe('2026-10-25T11:00:00.000Z');
  });

  it('adds calendar days', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
  });

  it('validates dates', () => {
    expect(toValidDate('2026-01-01')?.toISOString()).toBe('2026-01-01T00:00:00.000Z');
    expect(toValidDate(0)?.getTime()).toBe(0);
    expect(toValidDate('nope')).toBeNull();
    expect(toValidDate(null)).toBeNull();
    expect(toValidDate('')).toBeNull();
  });
});
