import { Type } from '@sinclair/typebox';
import {
  DOCUMENT_FORM_MESSAGES,
  REGISTRATION_NUMBER_MESSAGES,
  REGISTRATION_NUMBER_PATTERN,
} from '@ped/domain';
import { nullable } from '@ped/schemas';

/** Numéro d'immatriculation (registre national des copropriétés), e.g. AB1234567. */
export const RegistrationId = Type.String({
  pattern: REGISTRATION_NUMBER_PATTERN,
  errorMessage: REGISTRATION_NUMBER_MESSAGES.format,
});

export const ObjectIdParam = Type.String({
  pattern: '^[a-f0-9]{24}$',
  errorMessage: 'Identifiant invalide',
});

/** An http(s) address, or '' / null for none. */
const HttpUrl = (errorMessage: string) =>
  nullable(Type.String({ pattern: '^$|^https?://[^\\s/$.?#][^\\s]*$', maxLength: 1000 }), {
    errorMessage,
  });

export const SyndicBody = Type.Object(
  {
    name: Type.String({
      pattern: '\\S',
      maxLength: 200,
      errorMessage: 'Le nom du syndic est requis',
    }),
    extranet: Type.Optional(HttpUrl('Adresse de l’extranet invalide')),
    logo: Type.Optional(HttpUrl('Adresse du logo invalide')),
  },
  { additionalProperties: false },
);

export const SyndicSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  extranet: Type.Union([Type.String(), Type.Null()]),
  logo: Type.Union([Type.String(), Type.Null()]),
  created: Type.String({ format: 'date-time' }),
  updated: Type.String({ format: 'date-time' }),
});

/** The document form (docs/product.md §5.1), with its exact French messages. */
export const DocumentBody = Type.Object(
  {
    doctype: Type.Integer({
      minimum: 1,
      maximum: 10,
      errorMessage: DOCUMENT_FORM_MESSAGES.doctype,
    }),
    delivered: Type.String({ format: 'date', errorMessage: DOCUMENT_FORM_MESSAGES.delivered }),
    comment: Type.Optional(nullable(Type.String({ maxLength: 1000 }))),
    url: Type.String({ minLength: 1, maxLength: 1000, errorMessage: DOCUMENT_FORM_MESSAGES.url }),
    mimetype: Type.String({
      minLength: 1,
      maxLength: 100,
      errorMessage: DOCUMENT_FORM_MESSAGES.mimetype,
    }),
  },
  { additionalProperties: false },
);
