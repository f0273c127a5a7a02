import { Type, type Static } from '@sinclair/typebox';
import { SETTLEMENT_RULE_VALUES, type SettlementRule } from '@ped/domain';

const IsoDay = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });

/** One call of a lot's échéancier (ScheduledCall of @ped/domain): integer cents, ISO days. */
export const ScheduledCallSchema = Type.Object({
  lot: Type.String(),
  due: IsoDay,
  nature: Type.Union([
    Type.Literal('budget'),
    Type.Literal('works_fund'),
    Type.Literal('works'),
    Type.Literal('loan'),
  ]),
  label: Type.String(),
  cents: Type.Integer(),
  /** the period a budget or fund instalment covers, end included; null for works and loan */
  period: Type.Union([Type.Object({ start: IsoDay, end: IsoDay }), Type.Null()]),
});

export type ScheduledCallView = Static<typeof ScheduledCallSchema>;

/** One enum, not a union of literals, so that a refusal says this sentence. */
export const SettlementRuleSchema = Type.Unsafe<SettlementRule>({
  type: 'string',
  enum: [...SETTLEMENT_RULE_VALUES],
  errorMessage: 'Règle de répartition inconnue',
});
