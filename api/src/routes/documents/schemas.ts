import { Type } from '@sinclair/typebox';

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

/** A delivered version of the pré-état daté (1, 2…), as its history lists them. */
export const DocumentVersionNumber = Type.Integer({
  minimum: 1,
  maximum: 1000,
  errorMessage: 'Numéro de version invalide',
});

/** Who downloads one of an order's files: a reader (session or the order's e-mail) or a signed link. */
export const OrderFileQuery = Type.Object(
  {
    account: Type.Optional(
      Type.String({ format: 'email', maxLength: 254, errorMessage: 'Adresse e-mail invalide' }),
    ),
    /** the signed link of an order e-mail */
    token: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 512,
        errorMessage: 'Lien de téléchargement invalide',
      }),
    ),
  },
  { additionalProperties: false },
);
