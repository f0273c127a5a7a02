import type { FastifyInstance } from 'fastify';
import type { OutgoingMail } from '../../plugins/app/mailer';

/**
 * Orders placed with a test API key (`test: true`, docs/decisions/049-api-keys-scopes-test-mode.md)
 * exist only for the integrator's software: staff never see them in their lists, counters,
 * statements or e-mails, and the organisation's people do not find them among their real
 * orders on screen. Every query of a staff queue, a screen list or a statement adds this
 * filter (orders from before the field have none: they are real).
 */
export const STAFF_VISIBLE = { test: { $ne: true } } as const;

/** The same rule for one order already read: whether staff should hear of it. */
export const isStaffVisible = (order: { test?: boolean | null }) => order.test !== true;

/**
 * The one way staff are e-mailed about an order, whatever route or service acts on it
 * (ADR 065): never about a test order. Sent at once, retried by the mail queue on failure.
 */
export async function mailStaff(
  app: FastifyInstance,
  order: { test?: boolean | null },
  mail: Omit<OutgoingMail, 'to'>,
): Promise<void> {
  if (isStaffVisible(order)) await app.mailQueue.send({ to: app.config.STAFF_EMAIL, ...mail });
}
