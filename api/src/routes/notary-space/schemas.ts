import { Type } from '@sinclair/typebox';
import { CORRECTION_REASON_MAX, REFRESH_KINDS, SHARE_ROLES, SHARE_UNKNOWN } from '@ped/domain';
import {
  DeliveredVersionSchema,
  DocumentReadingSchema,
  OrderId,
  ScheduledCallSchema,
  SettlementRuleSchema,
} from '@ped/schemas';

const DateTime = Type.String({ format: 'date-time' });
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);
const IsoDay = Type.String({
  pattern: '^\\d{4}-\\d{2}-\\d{2}$',
  errorMessage: 'Date invalide (AAAA-MM-JJ attendu)',
});

/** A share token as e-mailed (256 bits in base64url); anything else is simply unknown. */
const Token = Type.String({ pattern: '^[A-Za-z0-9_-]{20,128}$', errorMessage: SHARE_UNKNOWN });

export const TokenParams = Type.Object({ token: Token }, { additionalProperties: false });

export const AttachedFileParams = Type.Object(
  {
    token: Token,
    uploadId: Type.String({ pattern: '^[a-f0-9]{24}$', errorMessage: 'Fichier introuvable' }),
  },
  { additionalProperties: false },
);

/** A file the notary joined, with where its automatic reading stands (ADR 064). */
export const AttachedFileSchema = Type.Object({
  upload_id: Type.String(),
  name: Type.String(),
  reading: DocumentReadingSchema,
});

export const ShareRoleSchema = Type.Union(
  SHARE_ROLES.map((role) => Type.Literal(role)),
  { errorMessage: 'Destinataire inconnu' },
);

const AnswerSchema = Type.Object({
  kind: Type.Union([Type.Literal('conform'), Type.Literal('correction')]),
  at: DateTime,
  version: Nullable(Type.Integer()),
  reason: Type.String(),
});

/** Whether the version in force holds on the signing day (services/notary-space/freshness.ts). */
const FreshnessSchema = Nullable(
  Type.Object({
    status: Type.Union([Type.Literal('up-to-date'), Type.Literal('to-refresh')]),
    deed_day: Type.String(),
    /** « À jour pour la signature du … » / « À actualiser avant la signature du … » */
    headline: Type.String(),
    reasons: Type.Array(Type.String()),
  }),
);

/** GET /espace-notaire/{token}: what the recipient sees (services/notary-space/space-view.ts). */
export const SpaceViewSchema = Type.Object({
  orderid: Type.String(),
  state: Type.String(),
  offer: Type.String(),
  copropriete: Type.Object({
    name: Type.String(),
    address: Type.String(),
    registration_id: Nullable(Type.String()),
  }),
  lots: Type.Array(
    Type.Object({ number: Type.String(), kind: Type.String(), description: Type.String() }),
  ),
  sellers: Type.Array(Type.String()),
  document: Nullable(Type.Object({ version: Type.Integer(), delivered: Nullable(DateTime) })),
  versions: Type.Array(DeliveredVersionSchema),
  annexes: Type.Array(
    Type.Object({ label: Type.String(), delivered: Nullable(DateTime), comment: Type.String() }),
  ),
  next_ag: Nullable(Type.String()),
  /** null without a signing day, once it is past, and while a new version is being made */
  freshness: FreshnessSchema,
  /** while the order is back in production for a new version (need-refresh) */
  updating: Nullable(
    Type.Object({
      kind: Type.Union(REFRESH_KINDS.map((kind) => Type.Literal(kind))),
      since: DateTime,
    }),
  ),
  /** the échéancier of the version delivered and how it is split at the signing */
  settlement: Type.Object({
    schedule: Type.Array(ScheduledCallSchema),
    signing_day: Nullable(Type.String()),
    rule: SettlementRuleSchema,
  }),
  recipient: Type.Object({ role: ShareRoleSchema, name: Type.String(), email: Type.String() }),
  expires: DateTime,
  answers: Type.Array(AnswerSchema),
});

export const AnswerBody = Type.Object(
  {
    kind: Type.Union([Type.Literal('conform'), Type.Literal('correction')], {
      errorMessage: 'Réponse inconnue',
    }),
    reason: Type.Optional(
      Type.String({
        maxLength: CORRECTION_REASON_MAX,
        errorMessage: `Le motif tient en ${CORRECTION_REASON_MAX} caractères au plus`,
      }),
    ),
    upload_id: Type.Optional(
      Type.String({ pattern: '^[a-f0-9]{24}$', errorMessage: 'Fichier joint introuvable' }),
    ),
  },
  { additionalProperties: false },
);

/** One link as the seller sees it: never the token, who it is for, what they opened. */
export const ShareSchema = Type.Object({
  id: Type.String(),
  role: ShareRoleSchema,
  name: Type.String(),
  email: Type.String(),
  created: DateTime,
  expires: DateTime,
  status: Type.Union([Type.Literal('active'), Type.Literal('expired'), Type.Literal('revoked')]),
  openings: Type.Array(
    Type.Object({ at: DateTime, version: Nullable(Type.Integer()), ip: Type.String() }),
  ),
  answers: Type.Array(AnswerSchema),
});

/** GET /order/{id}/sharing: the order page's block. */
export const SharingSchema = Type.Object({
  /** the offer includes the notary's space and sharing */
  available: Type.Boolean(),
  deed_day: Nullable(Type.String()),
  next_ag: Nullable(Type.String()),
  freshness: FreshnessSchema,
  free_update: Type.Object({
    allowed: Type.Boolean(),
    reason: Nullable(Type.String()),
    /** the way forward is a new order prefilled from this one */
    new_order: Type.Boolean(),
    /** how long the update stays free, as the seller reads it; null when it is refused */
    validity: Nullable(Type.String()),
  }),
  shares: Type.Array(ShareSchema),
});

export const NewShareBody = Type.Object(
  {
    role: ShareRoleSchema,
    name: Type.String({ maxLength: 120, errorMessage: 'Nom trop long (120 caractères au plus)' }),
    email: Type.String({
      format: 'email',
      maxLength: 254,
      errorMessage: 'Adresse e-mail du destinataire invalide',
    }),
  },
  { additionalProperties: false },
);

export const ShareParams = Type.Object(
  {
    orderid: OrderId,
    shareId: Type.String({ pattern: '^[a-f0-9]{24}$', errorMessage: 'Partage introuvable' }),
  },
  { additionalProperties: false },
);

export const DeedDayBody = Type.Object(
  { deed_day: Nullable(IsoDay) },
  { additionalProperties: false },
);

export const FreeUpdateBody = Type.Object(
  {
    reason: Type.String({
      maxLength: CORRECTION_REASON_MAX,
      errorMessage: `Le message tient en ${CORRECTION_REASON_MAX} caractères au plus`,
    }),
  },
  { additionalProperties: false },
);

/** The notary records the deed's day and the rule of the split they will write in the deed. */
export const SigningBody = Type.Object(
  { signing_day: IsoDay, rule: SettlementRuleSchema },
  { additionalProperties: false },
);

/** Search engines never index a space (the token is in the address). */
export const NO_INDEX = {
  'X-Robots-Tag': 'noindex, nofollow',
  'Cache-Control': 'private, no-store',
};
