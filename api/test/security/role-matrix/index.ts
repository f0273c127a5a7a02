import { ACCOUNT_ROUTES } from './account';
import { API_V1_ROUTES } from './api-v1';
import { BILLING_ROUTES } from './billing';
import { DOCUMENT_ROUTES } from './documents';
import { INVOICE_ROUTES } from './invoices';
import type { RouteAccess } from './matrix';
import { NOTARY_SPACE_ROUTES } from './notary-space';
import { ORDER_ROUTES } from './orders';
import { PUBLIC_ROUTES, SSO_PARTNER } from './public';
import { RESOURCE_ROUTES } from './resources';
import { WEBHOOK_ROUTES } from './webhooks';

export { MATRIX_REGISTER } from './resources';

/** Every table of the role × route matrix, by domain: together, one row per operation. */
export const ROLE_MATRIX: Record<string, readonly RouteAccess[]> = {
  public: PUBLIC_ROUTES,
  account: ACCOUNT_ROUTES,
  orders: ORDER_ROUTES,
  documents: DOCUMENT_ROUTES,
  invoices: INVOICE_ROUTES,
  billing: BILLING_ROUTES,
  'notary space': NOTARY_SPACE_ROUTES,
  resources: RESOURCE_ROUTES,
  'professionals’ API': API_V1_ROUTES,
  webhooks: WEBHOOK_ROUTES,
};

/** The app the matrix runs against: no scheduler at work, the matrix's SSO partner trusted. */
export const MATRIX_APP_CONFIG = {
  SCHEDULER_ENABLED: 'false',
  SSO_PARTNERS: JSON.stringify({ [SSO_PARTNER.key]: SSO_PARTNER.secret }),
};
