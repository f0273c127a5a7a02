import {
  lotKey,
  lotsLabel,
  otherLotsNamed,
  otherLotsNotice,
  saleLotNumbers,
  sameLot,
} from './document-lots';

describe('the lots a document names, against the sale’s', () => {
  it('reads the sale’s lot numbers from its form, whatever shape an older order has', () => {
    expect(
      saleLotNumbers({ lots: [{ number: ' 12 ' }, { number: '' }, { number: '45' }] }),
    ).toEqual(['12', '45']);
    expect(saleLotNumbers({ lots: [{ number: null }, null, { number: 7 }] })).toEqual([]);
    expect(saleLotNumbers(undefined)).toEqual([]);
    expect(saleLotNumbers({ lots: 'lot 12' })).toEqual([]);
  });

  it('compares lot numbers as they are written in forms and documents', () => {
    expect(lotKey('Lot n° 012')).toBe('12');
    expect(sameLot('012', 'lot 12')).toBe(true);
    expect(sameLot('12 bis', '12')).toBe(true);
    expect(sameLot('B104', '104')).toBe(true);
    expect(sameLot('12', '412')).toBe(false);
    expect(sameLot('A12', 'B12')).toBe(false);
  });

  it('says a document is about other lots only when it names lots, none of the sale’s', () => {
    expect(otherLotsNamed(['412'], ['12'])).toEqual(['412']);
    expect(otherLotsNamed(['412', '413'], ['12', '45'])).toEqual(['412', '413']);
    // one of the sale's lots among others: the seller's flat with a lot they keep
    expect(otherLotsNamed(['12', '412'], ['12'])).toEqual([]);
    // a building's paper names no lot; an order without lot numbers compares with nothing
    expect(otherLotsNamed([], ['12'])).toEqual([]);
    expect(otherLotsNamed(undefined, ['12'])).toEqual([]);
    expect(otherLotsNamed(['412'], [])).toEqual([]);
    expect(otherLotsNamed(['12'], ['12 bis'])).toEqual([]);
  });

  it('names the lots as a sentence does', () => {
    expect(lotsLabel(['12'])).toBe('le lot 12');
    expect(lotsLabel(['12', '45'])).toBe('les lots 12 et 45');
    expect(lotsLabel(['3', '12', '45'])).toBe('les lots 3, 12 et 45');
  });

  it('tells the seller which lot the document seems to be about, and nothing otherwise', () => {
    expect(otherLotsNotice(['412'], ['12'])).toBe(
      'Ce document semble porter sur le lot 412, et non sur le lot 12 de votre vente : vérifiez qu’il s’agit du bon document. Nous n’en reprenons pas les montants de votre lot.',
    );
    expect(otherLotsNotice(['7'], ['12', '45'])).toContain(
      'et non sur les lots 12 et 45 de votre vente',
    );
    expect(otherLotsNotice(['7'], ['12', '45'])).toContain('les montants de vos lots');
    expect(otherLotsNotice(['12'], ['12'])).toBeNull();
  });
});
