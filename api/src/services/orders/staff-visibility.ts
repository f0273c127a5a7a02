/**
 * Orders placed with a test API key (`test: true`, docs/decisions/049-api-keys-scopes-test-mode.md)
 * exist only for the integrator's software: staff never see them in their lists, counters or
 * e-mails, and the organisation's people do not find them among their real orders on screen.
 * Every query of a staff queue or a screen list adds this filter (orders from before the
 * field have none: they are real).
 */
export const STAFF_VISIBLE = { test: { $ne: true } } as const;

/** The same rule for one order already read: whether staff should hear of it. */
export const isStaffVisible = (order: { test?: boolean | null }) => order.test !== true;
