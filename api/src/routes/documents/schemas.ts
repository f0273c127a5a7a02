import { Type } from '@sinclair/typebox';

export const OrderIdParams = Type.Object(
  {
    orderid: Type.String({
      pattern: '^[A-Za-z0-9]{6}$',
      errorMessage: 'Numéro de commande invalide',
    }),
  },
  { additionalProperties: false },
);

export const AccountQuery = Type.Object(
  {
    account: Type.Optional(
      Type.String({ format: 'email', errorMessage: 'Adresse e-mail invalide' }),
    ),
  },
  { additionalProperties: false },
);

/** A PDF or ZIP answer: binary on success, the envelope on error. */
export const Binary = Type.Unsafe<unknown>({ type: 'string', format: 'binary' });
