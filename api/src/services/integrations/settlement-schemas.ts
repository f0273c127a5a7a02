import { Type, type Static } from '@sinclair/typebox';
import { ScheduledCallSchema, SettlementRuleSchema, nullable } from '@ped/schemas';

/**
 * The échéancier and its split at the signing in GET /api/v1/orders/{id}/figures, for
 * notarial software to import: integer cents, ISO days (@ped/domain call-schedule.ts).
 */
const IsoDay = Type.String({
  pattern: '^\\d{4}-\\d{2}-\\d{2}$',
  errorMessage: 'Date invalide (AAAA-MM-JJ attendu)',
});

const Split = {
  seller_cents: Type.Integer(),
  buyer_cents: Type.Integer(),
  /** loan instalments after the signing: the buyer's only if the loan is transferred (art. 26-8) */
  loan_if_transferred_cents: Type.Integer(),
};

export const ApiSettlement = Type.Object({
  signing_day: IsoDay,
  rule: SettlementRuleSchema,
  rule_label: Type.String(),
  calls: Type.Array(
    Type.Composite([
      ScheduledCallSchema,
      Type.Object({
        seller_cents: Type.Integer(),
        buyer_cents: Type.Integer(),
        /** seller, buyer, prorata, or loan-transfer (the buyer's only if the loan is transferred) */
        basis: Type.Union([
          Type.Literal('seller'),
          Type.Literal('buyer'),
          Type.Literal('prorata'),
          Type.Literal('loan-transfer'),
        ]),
      }),
    ]),
  ),
  lots: Type.Array(Type.Object({ lot: Type.String(), ...Split })),
  total: Type.Object(Split),
});
export type ApiSettlement = Static<typeof ApiSettlement>;

/** The échéancier of the version delivered, and its split at the order's signing day (null while none is known). */
export const ApiSchedule = {
  schedule: Type.Array(ScheduledCallSchema),
  settlement: nullable(ApiSettlement),
};

/** Another signing day or rule to split at, to compare before the deed; the order keeps its own. */
export const FiguresQuery = Type.Object(
  {
    signing_day: Type.Optional(IsoDay),
    rule: Type.Optional(SettlementRuleSchema),
  },
  { additionalProperties: false },
);
