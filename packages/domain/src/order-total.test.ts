import { OPTION_PRICES, isOrderOption, optionAvailability } from './order-options';
import { lotCount, orderTotal } from './order-total';

const JAN_2026 = new Date('2026-01-10T12:00:00Z');

describe('option availability', () => {
  it('includes priority in the turn-key offers and refuses it with Libre', () => {
    expect(optionAvailability('cle', 'priority')).toBe('included');
    expect(optionAvailability('exp', 'priority')).toBe('included');
    expect(optionAvailability('vte', 'priority')).toBe('included');
    expect(optionAvailability('urg', 'priority')).toBe('included');
    expect(optionAvailability('pri', 'priority')).toBe('included');
    expect(optionAvailability('eco', 'priority')).toBe('unavailable');
  });

  it('sells unlimited modifications at 9,90 with every offer staff update, not with Libre', () => {
    expect(OPTION_PRICES.unlimited_modifications.cents).toBe(990);
    for (const offer of ['pri', 'cle', 'vte', 'exp', 'urg'] as const)
      expect(optionAvailability(offer, 'unlimited_modifications')).toBe('paid');
    expect(optionAvailability('eco', 'unlimited_modifications')).toBe('unavailable');
    expect(orderTotal('eco', ['unlimited_modifications'], 'consumer', JAN_2026)).toBeNull();
  });

  it('recognises options', () => {
    expect(isOrderOption('priority')).toBe(true);
    expect(isOrderOption('express')).toBe(false);
  });
});

describe('orderTotal', () => {
  it('equals the offer price without options', () => {
    expect(orderTotal('cle', [], 'consumer', JAN_2026)).toEqual({
      lines: [{ label: 'Pré-état daté — Confort', htCents: 4992, tvaCents: 998, ttcCents: 5990 }],
      htCents: 4992,
      tvaCents: 998,
      ttcCents: 5990,
      shownCents: 5990,
      shownLabel: 'TTC',
    });
  });

  it('adds unlimited modifications at 9,90 TTC for a consumer', () => {
    const total = orderTotal('cle', ['unlimited_modifications'], 'consumer', JAN_2026)!;
    expect(total.lines[1]).toEqual({
      label: 'Modifications illimitées',
      htCents: 825,
      tvaCents: 165,
      ttcCents: 990,
    });
    expect(total).toMatchObject({
      ttcCents: 6980,
      htCents: 5817,
      tvaCents: 1163,
      shownCents: 6980,
    });
  });

  it('adds unlimited modifications at 9,90 HT for a business', () => {
    const total = orderTotal('cle', ['unlimited_modifications'], 'business', JAN_2026)!;
    expect(total).toMatchObject({
      htCents: 5980,
      ttcCents: 7176,
      tvaCents: 1196,
      shownCents: 5980,
      shownLabel: 'HT',
    });
  });

  it('adds the option without tax in the first tier', () => {
    const total = orderTotal(
      'cle',
      ['unlimited_modifications'],
      'consumer',
      new Date('2025-06-01T12:00:00Z'),
    )!;
    expect(total).toMatchObject({ htCents: 5980, ttcCents: 5980, tvaCents: 0 });
  });

  it('shows an included priority as a zero line', () => {
    const total = orderTotal('cle', ['priority'], 'consumer', JAN_2026)!;
    expect(total.lines[1]).toEqual({
      label: 'Traitement prioritaire (inclus)',
      htCents: 0,
      tvaCents: 0,
      ttcCents: 0,
    });
    expect(total.ttcCents).toBe(5990);
  });

  it('counts a repeated option once', () => {
    const total = orderTotal(
      'cle',
      ['unlimited_modifications', 'unlimited_modifications'],
      'consumer',
      JAN_2026,
    )!;
    expect(total.lines).toHaveLength(2);
    expect(total.ttcCents).toBe(6980);
  });

  it('prices several lots of one copropriété as one pré-état daté', () => {
    const one = orderTotal('cle', [], 'consumer', JAN_2026, 1)!;
    const three = orderTotal('cle', [], 'consumer', JAN_2026, 3)!;
    expect(three.ttcCents).toBe(one.ttcCents);
    expect(three.lines[0]!.label).toBe('Pré-état daté — Confort (3 lots)');
  });

  it('returns null for unpriced offers, unavailable options and bad lot counts', () => {
    expect(orderTotal('exp', [], 'consumer', JAN_2026)).toBeNull();
    expect(orderTotal('pri', [], 'business', JAN_2026)).toBeNull();
    expect(orderTotal('eco', ['priority'], 'consumer', JAN_2026)).toBeNull();
    expect(orderTotal('cle', [], 'consumer', JAN_2026, 0)).toBeNull();
    expect(orderTotal('cle', [], 'consumer', JAN_2026, 1.5)).toBeNull();
  });

  it('keeps lines adding up to the totals', () => {
    const total = orderTotal('vte', ['priority', 'unlimited_modifications'], 'business', JAN_2026)!;
    for (const key of ['htCents', 'tvaCents', 'ttcCents'] as const)
      expect(total.lines.reduce((s, l) => s + l[key], 0)).toBe(total[key]);
    expect(total.tvaCents).toBe(total.ttcCents - total.htCents);
  });
});

describe('lotCount', () => {
  it('counts the lots of the form, or the count kept, and never fewer than one', () => {
    expect(lotCount([{ number: '12' }, { number: '45' }, { number: '46' }])).toBe(3);
    expect(lotCount([])).toBe(1);
    expect(lotCount(2)).toBe(2);
    expect(lotCount(0)).toBe(1);
    expect(lotCount(1.5)).toBe(1);
    expect(lotCount(null)).toBe(1);
  });
});
