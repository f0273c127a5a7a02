import { Type, type Static } from '@sinclair/typebox';
import {
  API_KEY_MODE_VALUES,
  API_KEY_SCOPE_VALUES,
  type ApiKeyMode,
  type ApiKeyScope,
} from '@ped/domain';

const DateTimeOrNull = Type.Union([Type.String({ format: 'date-time' }), Type.Null()]);

const Mode = Type.Unsafe<ApiKeyMode>({
  type: 'string',
  enum: [...API_KEY_MODE_VALUES],
  errorMessage: 'Mode de clé inconnu : live (production) ou test',
});
const Scope = Type.Unsafe<ApiKeyScope>({
  type: 'string',
  enum: [...API_KEY_SCOPE_VALUES],
  errorMessage: 'Droits de clé inconnus : read (lecture seule) ou full (complet)',
});

/** An API key as Paramètres lists it: never its secret, only the first characters. */
export const ApiKeySchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  /** first characters of the secret, to recognise the key */
  prefix: Type.String(),
  mode: Mode,
  scope: Scope,
  created_by: Type.String(),
  created: Type.String({ format: 'date-time' }),
  last_used: DateTimeOrNull,
  revoked: DateTimeOrNull,
});
export type ApiKeySummary = Static<typeof ApiKeySchema>;

/** POST /account/api-keys: a name, production (default) or test, complete (default) or read-only. */
export const NewApiKeySchema = Type.Object(
  {
    name: Type.String({
      minLength: 1,
      maxLength: 80,
      // a name of spaces alone is no name (trimmed, it was stored empty: 500)
      pattern: '\\S',
      errorMessage: 'Donnez un nom à la clé (80 caractères au plus)',
    }),
    mode: Type.Optional(Mode),
    scope: Type.Optional(Scope),
  },
  { additionalProperties: false },
);
export type NewApiKey = Static<typeof NewApiKeySchema>;

/** The answer to its creation: the only time the secret is shown. */
export const CreatedApiKeySchema = Type.Object({ key: ApiKeySchema, secret: Type.String() });
export type CreatedApiKey = Static<typeof CreatedApiKeySchema>;
