import {
  ORDER_ID_ALPHABET,
  ORDER_ID_LENGTH,
  looksLikeOrderId,
  cryptoRandomInt,
  generateOrderId,
  isOrderId,
  normalizeOrderId,
} from './order-id';

describe('order id alphabet', () => {
  it('has 32 unique upper-case letters and digits without 0, O, 1, I', () => {
    expect(ORDER_ID_ALPHABET).toHaveLength(32);
    expect(new Set(ORDER_ID_ALPHABET).size).toBe(32);
    expect(ORDER_ID_ALPHABET).toMatch(/^[A-Z2-9]+$/);
    for (const c of '0O1I') expect(ORDER_ID_ALPHABET).not.toContain(c);
    expect(ORDER_ID_LENGTH).toBe(6);
  });
});

describe('generateOrderId', () => {
  it('uses the injected random source', () => {
    expect(generateOrderId(() => 0)).toBe('222222');
    expect(generateOrderId((n) => n - 1)).toBe('ZZZZZZ');
    const seq = [0, 1, 2, 3, 4, 5];
    expect(generateOrderId(() => seq.shift()!)).toBe('234567');
  });

  it('asks for indexes within the alphabet', () => {
    const bounds: number[] = [];
    generateOrderId((n) => (bounds.push(n), 0));
    expect(bounds).toEqual(Array(6).fill(32));
  });

  it('produces valid, varied ids with the crypto source', () => {
    const ids = new Set(Array.from({ length: 200 }, () => generateOrderId()));
    for (const id of ids) expect(isOrderId(id)).toBe(true);
    expect(ids.size).toBeGreaterThan(195);
  });
});

describe('cryptoRandomInt', () => {
  it('stays in range', () => {
    for (let i = 0; i < 500; i += 1) {
      const v = cryptoRandomInt(7);
      expect(Number.isInteger(v) && v >= 0 && v < 7).toBe(true);
    }
    expect(cryptoRandomInt(1)).toBe(0);
  });

  it('refuses bad bounds', () => {
    expect(() => cryptoRandomInt(0)).toThrow(RangeError);
    expect(() => cryptoRandomInt(2.5)).toThrow(RangeError);
  });
});

describe('isOrderId / normalizeOrderId', () => {
  it.each([
    ['AB2C3D', true],
    ['ab2c3d', false],
    ['AB2C3', false],
    ['AB2C3DE', false],
    ['AB0C3D', false],
    ['ABIC3D', false],
    ['AB-C3D', false],
    ['', false],
  ])('isOrderId(%p) is %s', (value, expected) => {
    expect(isOrderId(value)).toBe(expected);
  });

  it('normalises what customers type', () => {
    expect(normalizeOrderId(' ab2 c3d ')).toBe('AB2C3D');
    expect(normalizeOrderId('ab0c3d')).toBeNull();
  });
});

describe('looksLikeOrderId', () => {
  it.each([
    ['AB2C3D', true],
    ['ab0c1d', true],
    ['solution-inconnue-xyz', false],
    ['ABC', false],
    ['ABCDEFG', false],
  ])('%s -> %s', (value, expected) => {
    expect(looksLikeOrderId(value)).toBe(expected);
  });
});
