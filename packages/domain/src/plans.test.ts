import {
  PLAN_PAYLOAD_PLANS,
  PLANS,
  canInvite,
  hasFeature,
  isPlanCode,
  quotaMessage,
  roleLabel,
  userQuota,
  welcomeNotice,
  type Feature,
} from './plans';

const FEATURES: Feature[] = [
  'use_expert',
  'use_invoice',
  'use_api',
  'use_customizations',
  'use_payment_link',
];

describe('plans', () => {
  it.each([
    ['free', 'Gratuit', ['use_payment_link']],
    ['experts', 'Experts', ['use_expert', 'use_invoice', 'use_api']],
    ['premium', 'Premium', ['use_expert', 'use_invoice', 'use_api', 'use_customizations']],
    ['syndic', 'Syndic', ['use_expert', 'use_invoice', 'use_api', 'use_customizations']],
  ] as const)('%s is %s with exactly %j', (plan, label, features) => {
    expect(PLANS[plan].code).toBe(plan);
    expect(PLANS[plan].label).toBe(label);
    for (const f of FEATURES)
      expect(hasFeature(plan, f)).toBe((features as readonly Feature[]).includes(f));
  });

  it('has the quotas of docs/product.md §6.2, the syndic one decided in ADR 006', () => {
    expect(userQuota('free')).toBe(2);
    expect(userQuota('experts')).toBe(4);
    expect(userQuota('premium')).toBe(20);
    expect(userQuota('syndic')).toBe(50);
  });

  it('has the decided monthly HT prices', () => {
    expect(
      [PLANS.free, PLANS.experts, PLANS.premium, PLANS.syndic].map((p) => p.monthlyPriceCents),
    ).toEqual([null, 2900, 9900, 19900]);
  });

  it('lets invite while under quota', () => {
    expect(canInvite('free', 1)).toBe(true);
    expect(canInvite('free', 2)).toBe(false);
    expect(canInvite('experts', 3)).toBe(true);
    expect(canInvite('experts', 4)).toBe(false);
    expect(canInvite('premium', 19)).toBe(true);
    expect(canInvite('premium', 20)).toBe(false);
    expect(canInvite('syndic', 50)).toBe(false);
  });

  it('explains the quota in French', () => {
    expect(quotaMessage('free')).toBe('Votre formule Gratuit permet 2 utilisateurs au maximum');
    expect(quotaMessage('premium')).toBe('Votre formule Premium permet 20 utilisateurs au maximum');
  });

  it('labels roles', () => {
    expect(roleLabel('owner')).toBe('Administrateur');
    expect(roleLabel('member')).toBe('Collaborateur');
    expect(roleLabel(null)).toBe('Collaborateur');
    expect(roleLabel('anything')).toBe('Collaborateur');
  });

  it('lets admins set free, experts, premium', () => {
    expect(PLAN_PAYLOAD_PLANS).toEqual(['free', 'experts', 'premium']);
    expect(isPlanCode('syndic')).toBe(true);
    expect(isPlanCode('gold')).toBe(false);
  });
});

describe('welcomeNotice', () => {
  const created = new Date('2026-03-10T10:00:00Z');
  const after = (hours: number) => new Date(created.getTime() + hours * 3600_000);

  it('shows the plan notice during 3 days', () => {
    expect(welcomeNotice('free', created, after(1))).toContain('Générer un lien de paiement');
    expect(welcomeNotice('experts', created, after(24))).toContain('49,90');
    expect(welcomeNotice('premium', created.toISOString(), after(71.9))).toContain(
      'adresse de facturation par défaut',
    );
  });

  it('disappears after 3 days, for invalid dates and for syndic', () => {
    expect(welcomeNotice('free', created, after(72))).toBeNull();
    expect(welcomeNotice('free', 'pas une date', after(1))).toBeNull();
    expect(welcomeNotice('free', created, after(-1))).toBeNull();
    expect(welcomeNotice('syndic', created, after(1))).toBeNull();
  });
});
