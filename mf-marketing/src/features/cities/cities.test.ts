import { cityName, isCitySlug } from './cities';

describe('cityName', () => {
  it('gives the proper French name of a known city', () => {
    expect(cityName('paris')).toBe('Paris');
    expect(cityName('saint-etienne')).toBe('Saint-Étienne');
    expect(cityName('le-havre')).toBe('Le Havre');
  });

  it('still renders an unknown slug sensibly', () => {
    expect(cityName('chalons-en-champagne')).toBe('Chalons-en-Champagne');
    expect(cityName('vitre')).toBe('Vitre');
  });
});

describe('isCitySlug', () => {
  it('accepts lower-case hyphenated slugs only', () => {
    expect(isCitySlug('saint-etienne')).toBe(true);
    expect(isCitySlug('Saint Etienne')).toBe(false);
    expect(isCitySlug('-paris')).toBe(false);
    expect(isCitySlug('<script>')).toBe(false);
  });
});
