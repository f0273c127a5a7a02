import { documentVersionModel } from '../../../src/models/document-version';
import { signPartnerToken } from '../../../src/routes/sso/partner-token';
import type { Role } from '../../helpers/roles';
import {
  ADMIN_ONLY,
  EVERYONE,
  NOBODY,
  OUTSIDERS,
  OWNERS_ORGANISATION,
  type RouteAccess,
} from './matrix';
import { uniqueEmail } from './fixtures/accounts';
import { deliveredOrderToRead, organisationOrder, PDF } from './fixtures/orders';

/** The partner the matrix's app trusts for single sign-on (SSO_PARTNERS). */
export const SSO_PARTNER = { key: 'reseau-roles', secret: 'secret-partage-roles-0123456789' };

/**
 * What the partner's site posts for one of its agents: a token signed for a minute (named
 * after the caller, so that two calls never send the same single-use token).
 */
const partnerSignOn = (email: string, role: Role) => ({
  partner: SSO_PARTNER.key,
  token: signPartnerToken(
    { email, name: `Agent ${role}`, exp: Math.floor(Date.now() / 1000) + 60 },
    SSO_PARTNER.secret,
  ),
});

/** What anyone may call: health, tracking, the catalog, the blank template, checks, files, SSO. */
export const PUBLIC_ROUTES: RouteAccess[] = [
  { operation: 'GET /health', allowed: EVERYONE, status: 200 },
  {
    operation: 'GET /',
    allowed: EVERYONE,
    status: 200,
    prepare: async () => ({ url: '/?a=n&partner=roles' }),
  },
  { operation: 'GET /catalogs/offers', allowed: EVERYONE, status: 200 },
  {
    operation: 'GET /catalogs/offers',
    variant: 'the prices of another account, ?account=',
    allowed: ADMIN_ONLY,
    status: 200,
    prepare: async (w) => ({
      url: `/catalogs/offers?account=${encodeURIComponent(w.emails.owner)}`,
    }),
  },
  { operation: 'GET /documents/pre-etat-date-vierge.pdf', allowed: EVERYONE, status: 200 },
  {
    operation: 'GET /verification/{code}',
    // whoever holds a delivered document checks it; the answer never carries an amount
    allowed: EVERYONE,
    status: 200,
    prepare: async (w) => {
      const { orderid } = await deliveredOrderToRead(w);
      const version = await documentVersionModel(w.app.mongoose.connection)
        .findOne({ orderid })
        .lean();
      return { url: `/verification/${version!.code}` };
    },
  },
  {
    operation: 'GET /files/{*}',
    // a file of an order: whoever may read the order; the same 404 for everyone else
    allowed: OWNERS_ORGANISATION,
    status: 200,
    hiddenFrom: OUTSIDERS,
    prepare: async (w) => {
      const { orderid } = await organisationOrder(w);
      const { key } = await w.app.storage.put(
        `orders/${orderid}/piece.pdf`,
        PDF,
        'application/pdf',
      );
      return { url: `/files/${key}` };
    },
  },
  {
    operation: 'POST /sso/exchange',
    // the partner's signed token is the credential, whoever sends it
    allowed: EVERYONE,
    status: 200,
    prepare: async (_w, role) => ({ body: partnerSignOn(uniqueEmail(role, 'sso'), role) }),
  },
  {
    operation: 'POST /sso/exchange',
    variant: 'the e-mail of a professional, an account the partner did not bring',
    allowed: NOBODY,
    prepare: async (w, role) => ({ body: partnerSignOn(w.emails.owner, role) }),
  },
];
