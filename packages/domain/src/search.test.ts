import { matchesSearch, searchRows, valuesAtPath } from './search';

const order = {
  orderid: 'AB2C3D',
  account: 'Marie.Curie@Example.fr',
  state: 'ready',
  created: new Date('2026-03-12T13:05:00Z'),
  payload: {
    offer: 'cle',
    syndic: { name: 'Foncia Lyon', url: 'https://extranet.foncia.fr' },
    links: [
      { link: 'https://files.example.fr/appel-de-fonds.pdf' },
      { link: 'https://files.example.fr/pv-ag.pdf' },
    ],
    lots: [
      { number: '12', kind: 'appartement' },
      { number: '45', kind: 'cave' },
    ],
  },
  tags: ['urgent', 'notaire'],
  amount: 5990,
};

describe('valuesAtPath', () => {
  it('walks nested objects and arrays', () => {
    expect(valuesAtPath(order, 'payload.syndic.name')).toEqual(['Foncia Lyon']);
    expect(valuesAtPath(order, 'payload.lots.number')).toEqual(['12', '45']);
    expect(valuesAtPath(order, 'payload.missing.x')).toEqual([]);
    expect(valuesAtPath(null, 'a')).toEqual([]);
  });
});

describe('matchesSearch', () => {
  it.each([
    ['marie.curie', ['account'], true],
    ['FONCIA', ['payload.syndic.name'], true],
    ['pv-ag', ['payload.links.link'], true],
    ['cave', ['payload.lots.kind'], true],
    ['notaire', ['tags'], true],
    ['599', ['amount'], true],
    ['2026-03-12', ['created'], true],
    ['lyon', ['payload.syndic'], true],
    ['lyon', ['account'], false],
    ['zzz', ['account', 'payload.syndic.name', 'tags'], false],
    ['ab2c', ['orderid'], true],
  ])('%p in %j -> %s', (query, fields, expected) => {
    expect(matchesSearch(order, query, fields)).toBe(expected);
  });

  it('matches every row for a blank query and none without fields', () => {
    expect(matchesSearch(order, '  ', ['account'])).toBe(true);
    expect(matchesSearch(order, 'marie', [])).toBe(false);
  });

  it('trims the query and keeps accents significant', () => {
    expect(matchesSearch({ name: 'Résidence Étoile' }, ' étoile ', ['name'])).toBe(true);
    expect(matchesSearch({ name: 'Résidence Étoile' }, 'etoile', ['name'])).toBe(false);
  });

  it('filters rows', () => {
    const rows = [{ name: 'Foncia' }, { name: 'Nexity' }, { name: 'foncia Sud' }];
    expect(searchRows(rows, 'foncia', ['name'])).toEqual([
      { name: 'Foncia' },
      { name: 'foncia Sud' },
    ]);
  });
});
