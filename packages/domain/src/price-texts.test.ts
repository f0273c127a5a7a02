import { EXPERT_PRICE_TEXT, optionPriceText, priceText } from './price-texts';
import { FEATURE_LABELS } from './plan-features';
import { OFFERS } from './offers';
import { PLANS, welcomeNotice } from './plans';

describe('price texts', () => {
  it('quotes the listed amount in the basis of the customer type', () => {
    const day = new Date('2026-03-12T10:00:00Z');
    expect(priceText('cle', 'business', day)).toBe('49,90\u00a0€ HT');
    expect(priceText('cle', 'consumer', day)).toBe('59,90\u00a0€ TTC');
  });

  it('quotes an option in the basis of the customer type, as the offers are', () => {
    expect(optionPriceText('unlimited_modifications', 'consumer')).toBe('9,90\u00a0€ TTC');
    expect(optionPriceText('unlimited_modifications', 'business')).toBe('9,90\u00a0€ HT');
    expect(optionPriceText('priority', 'consumer')).toBeNull();
  });

  it('answers null for an offer not sold to that customer type that day', () => {
    expect(priceText('exp', 'consumer', new Date('2026-03-12T10:00:00Z'))).toBeNull();
  });

  it('gives the Expert price of the table to every text that quotes it', () => {
    expect(EXPERT_PRICE_TEXT).toBe('49,90\u00a0€ HT');
    const created = new Date('2026-03-12T10:00:00Z');
    for (const text of [
      OFFERS.exp.details[0],
      FEATURE_LABELS.use_expert,
      PLANS.experts.description,
      welcomeNotice('experts', created, created),
    ])
      expect(text).toContain(EXPERT_PRICE_TEXT);
  });
});
