import {
  API_OFFER_CODES,
  API_OFFER_MEANINGS,
  API_ORDER_STATES,
  API_ORDER_STATE_MEANINGS,
  apiOrderState,
  describeValues,
  orderStateFromApi,
} from './api-vocabulary';
import { ORDER_STATES } from './order-states';
import { orderStateEvent, WEBHOOK_EVENT_TYPES } from './webhook-events';

describe('the API’s vocabulary', () => {
  it('spells each state one way, the way its webhook event does (need_refresh, not need-refresh)', () => {
    expect(API_ORDER_STATES).toContain('need_refresh');
    for (const state of ORDER_STATES) {
      const event = orderStateEvent(state);
      if (event) expect(event).toBe(`order.${apiOrderState(state)}`);
    }
    for (const type of WEBHOOK_EVENT_TYPES.filter((t) => t.startsWith('order.')))
      expect(API_ORDER_STATES).toContain(type.slice('order.'.length));
  });

  it('reads a state in its API spelling and in the site’s, and nothing else', () => {
    expect(orderStateFromApi('need_refresh')).toBe('need-refresh');
    expect(orderStateFromApi('need-refresh')).toBe('need-refresh');
    expect(orderStateFromApi('done')).toBe('done');
    expect(orderStateFromApi('terminee')).toBeNull();
  });

  it('gives every state and offer a meaning; offers are the ones every plan with the API may buy', () => {
    for (const state of API_ORDER_STATES) expect(API_ORDER_STATE_MEANINGS[state]).toMatch(/\S/);
    expect(API_OFFER_CODES).toContain('cle');
    // Urgent is sold by phone only: the API cannot take it
    expect(API_OFFER_CODES).not.toContain('urg');
    expect(API_OFFER_MEANINGS.cle).toBe('Confort — Clé en main : nous rédigeons tout pour vous');
    expect(describeValues({ a: 'un', b: 'deux' })).toBe('a : un ; b : deux');
  });
});
