import { Type, type Static } from '@sinclair/typebox';
import { BILLING_FREQUENCIES } from '../models/account';
import {
  PASSWORD_LENGTH_MESSAGE,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PLAN_CODES,
} from '@ped/domain';

export const Email = Type.String({
  format: 'email',
  maxLength: 254,
  description: 'adresse e-mail (insensible à la casse)',
});

/** A new password (creation, reset, change, invitation): 10 characters at least. */
export const NewPassword = Type.String({
  minLength: PASSWORD_MIN_LENGTH,
  maxLength: PASSWORD_MAX_LENGTH,
  errorMessage: PASSWORD_LENGTH_MESSAGE,
});

/** A single-use token received by e-mail. */
export const MailToken = Type.String({
  minLength: 20,
  maxLength: 200,
  pattern: '^[A-Za-z0-9_-]+$',
  errorMessage: 'Lien invalide ou expiré',
});

const PlanCodeSchema = Type.Union(PLAN_CODES.map((code) => Type.Literal(code)));

/** The session (docs/product.md §3.7), as carried by the access token. */
export const SessionSchema = Type.Object({
  connected: Type.Boolean(),
  account: Type.String(),
  account_id: Type.String(),
  validated: Type.Boolean(),
  is_admin: Type.Boolean(),
  role: Type.Union([Type.Literal('owner'), Type.Literal('member'), Type.Null()]),
  created: Type.String(),
  organisation: Type.Union([
    Type.Object({ id: Type.String(), name: Type.String(), subscription_plan: PlanCodeSchema }),
    Type.Null(),
  ]),
  sso_provider: Type.Union([Type.String(), Type.Null()]),
  impersonated_by: Type.Union([Type.String(), Type.Null()]),
});

export const IssuedSessionSchema = Type.Object({
  access_token: Type.String(),
  session: SessionSchema,
});

export const BillingAddressSchema = Type.Object({
  name: Type.String(),
  address: Type.String(),
  additional: Type.String(),
  zipcode: Type.String(),
  city: Type.String(),
  country: Type.String(),
});

/** The account (docs/product.md §3.6): GET /account/v2 and the calls that return the account. */
export const AccountPayloadSchema = Type.Object({
  id: Type.String(),
  email: Type.String(),
  created: Type.String(),
  role: Type.Union([Type.Literal('owner'), Type.Literal('member'), Type.Null()]),
  /** 'Administrateur' for the owner, 'Collaborateur' otherwise; null for a plain customer */
  role_label: Type.Union([
    Type.Literal('Administrateur'),
    Type.Literal('Collaborateur'),
    Type.Null(),
  ]),
  validated: Type.Boolean(),
  is_admin: Type.Boolean(),
  billing_frequency: Type.Union(BILLING_FREQUENCIES.map((f) => Type.Literal(f))),
  organisation: Type.Union([
    Type.Object({
      id: Type.String(),
      name: Type.String(),
      subscription_plan: PlanCodeSchema,
      subscription_expires: Type.Union([Type.String(), Type.Null()]),
      subscription_canceled: Type.Boolean(),
      billing_address: BillingAddressSchema,
    }),
    Type.Null(),
  ]),
  /** accounts this person may switch to with POST /account/auth/switch */
  linked_accounts: Type.Array(
    Type.Object({
      email: Type.String(),
      organisation_name: Type.Union([Type.String(), Type.Null()]),
    }),
  ),
});

export type AccountPayload = Static<typeof AccountPayloadSchema>;
