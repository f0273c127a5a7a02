import { featureRefusal, plansWithFeature } from './plan-features';

describe('plan features', () => {
  it('names the plans that include a feature', () => {
    expect(plansWithFeature('use_api')).toBe('Experts, Premium ou Syndic');
    expect(plansWithFeature('use_customizations')).toBe('Premium ou Syndic');
    expect(plansWithFeature('use_payment_link')).toBe('Gratuit');
  });

  it('explains a refusal in French', () => {
    expect(featureRefusal('use_api')).toBe(
      'Accès à l’API avec vos clés : fonctionnalité réservée aux formules Experts, Premium ou Syndic.',
    );
  });
});
