import { customerTypeForSession } from './customer-type';

const organisation = { id: 'o1', name: 'Agence du Port', subscription_plan: 'free' as const };

describe('customerTypeForSession', () => {
  it('quotes visitors and plain customers as consumers (TTC)', () => {
    expect(customerTypeForSession(null)).toBe('consumer');
    expect(customerTypeForSession({ connected: true, organisation: null })).toBe('consumer');
  });

  it('quotes a connected member of an organisation as business (HT), whatever the plan', () => {
    expect(customerTypeForSession({ connected: true, organisation })).toBe('business');
  });

  it('ignores an organisation carried by a session that is not connected', () => {
    expect(customerTypeForSession({ connected: false, organisation })).toBe('consumer');
  });
});
