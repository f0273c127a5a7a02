import { apiKeySecretPrefix, apiPaymentOf, scopeAllows, TEST_EVENT_STATES } from './api-keys';
import { ORDER_STATES } from './order-states';

describe('API keys', () => {
  it('lets a read-only key read and nothing else, a full key do everything', () => {
    expect(scopeAllows('read', 'GET')).toBe(true);
    expect(scopeAllows('read', 'HEAD')).toBe(true);
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
      expect(scopeAllows('read', method)).toBe(false);
      expect(scopeAllows('full', method)).toBe(true);
    }
  });

  it('names a secret by its mode', () => {
    expect(apiKeySecretPrefix('live')).toBe('ped_live_');
    expect(apiKeySecretPrefix('test')).toBe('ped_test_');
  });

  it('defers the payment where the plan allows it, else charges the saved card', () => {
    expect(apiPaymentOf('experts', undefined)).toBe('deferred');
    expect(apiPaymentOf('syndic', undefined)).toBe('deferred');
    expect(apiPaymentOf('free', undefined)).toBe('card');
    expect(apiPaymentOf(null, undefined)).toBe('card');
    expect(apiPaymentOf('premium', 'card')).toBe('card');
  });

  it('pushes test orders only to states the order machine knows', () => {
    expect(TEST_EVENT_STATES.every((state) => ORDER_STATES.includes(state))).toBe(true);
    expect(TEST_EVENT_STATES).not.toContain('confirmed');
  });
});
