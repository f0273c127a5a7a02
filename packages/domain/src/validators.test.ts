import {
  hasAtMostTwoDecimals,
  isBlank,
  isFrenchZipcode,
  isIsoDay,
  isValidEmail,
  isValidUrl,
  normaliseEmail,
  normalizeUrl,
} from './validators';

describe('validators', () => {
  it.each([
    ['marie@example.fr', true],
    ['marie.curie+pe@sub.example.co.uk', true],
    [' agence@paris.century21.fr ', true],
    ['marie@example', false],
    ['marie@.fr', false],
    ['marie example@x.fr', false],
    ['@example.fr', false],
    ['marie@@example.fr', false],
    ['', false],
  ])('email %p -> %s', (value, ok) => {
    expect(isValidEmail(value)).toBe(ok);
  });

  it.each([
    ['75015', true],
    ['01000', true],
    ['20000', true],
    ['97400', true],
    ['98000', true],
    ['00100', false],
    ['99000', false],
    ['7501', false],
    ['750150', false],
    ['2A000', false],
    ['75 015', false],
  ])('zipcode %p -> %s', (value, ok) => {
    expect(isFrenchZipcode(value)).toBe(ok);
  });

  it.each([
    ['https://extranet.foncia.fr', true],
    ['extranet.foncia.fr/login', true],
    ['http://localhost:3000', true],
    ['ftp://extranet.foncia.fr', false],
    ['foncia', false],
    ['https://ex tranet.fr', false],
    ['', false],
  ])('url %p -> %s', (value, ok) => {
    expect(isValidUrl(value)).toBe(ok);
  });

  it('normalises URLs without a scheme', () => {
    expect(normalizeUrl(' extranet.foncia.fr ')).toBe('https://extranet.foncia.fr');
    expect(normalizeUrl('http://x.fr')).toBe('http://x.fr');
  });

  it.each([
    ['2026-02-28', true],
    ['2024-02-29', true],
    ['2026-02-29T00:00:00.000Z', false],
    ['2026-02-29', false],
    ['2026-13-01', false],
    ['12/03/2026', false],
    ['2026-03-12T14:05:00Z', true],
  ])('day %p -> %s', (value, ok) => {
    expect(isIsoDay(value)).toBe(ok);
  });

  it('checks decimals and blanks', () => {
    expect(hasAtMostTwoDecimals(1234.56)).toBe(true);
    expect(hasAtMostTwoDecimals(0.1 + 0.2)).toBe(true);
    expect(hasAtMostTwoDecimals(1.005)).toBe(false);
    expect(hasAtMostTwoDecimals(Number.NaN)).toBe(false);
    expect(isBlank('  ')).toBe(true);
    expect(isBlank(null)).toBe(true);
    expect(isBlank('x')).toBe(false);
  });
});

describe('normaliseEmail', () => {
  it('spells an address as it is stored: trimmed, lower case', () => {
    expect(normaliseEmail('  Marie.Dupont@Exemple.FR ')).toBe('marie.dupont@exemple.fr');
  });
});
