import { ORDER_STATES } from './order-states';
import {
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENT_TYPES,
  isWebhookEventType,
  orderStateEvent,
} from './webhook-events';

describe('webhook events', () => {
  it('names the event of each production state, none for the drafts', () => {
    expect(
      Object.fromEntries(ORDER_STATES.map((state) => [state, orderStateEvent(state)])),
    ).toEqual({
      'in-progress': null,
      'awaiting-payment': null,
      confirmed: 'order.confirmed',
      waiting: 'order.waiting',
      received: 'order.received',
      ready: 'order.ready',
      done: 'order.done',
      'need-refresh': 'order.need_refresh',
    });
  });

  it('has a French label for every event, the test event included', () => {
    for (const type of WEBHOOK_EVENT_TYPES) expect(WEBHOOK_EVENT_LABELS[type]).toMatch(/\S/);
    expect(WEBHOOK_EVENT_LABELS['webhook.test']).toBe('Événement de test');
  });

  it('knows its event types and nothing else', () => {
    expect(isWebhookEventType('invoice.issued')).toBe(true);
    expect(isWebhookEventType('webhook.test')).toBe(false);
    expect(isWebhookEventType('order.in_progress')).toBe(false);
    expect(isWebhookEventType(null)).toBe(false);
  });
});
