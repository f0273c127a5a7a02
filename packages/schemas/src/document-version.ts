import { Type, type Static } from '@sinclair/typebox';

const Cents = Type.Union([Type.Integer(), Type.Null()]);

/** One figure that differs from the previous version (FigureChange of @ped/domain). */
export const FigureChangeSchema = Type.Object({
  kind: Type.Union([Type.Literal('added'), Type.Literal('changed'), Type.Literal('removed')]),
  field: Type.String(),
  label: Type.String(),
  lot: Type.Union([Type.String(), Type.Null()]),
  before: Cents,
  after: Cents,
});

/** A delivered version of a pré-état daté and « Ce qui a changé » since the one before. */
export const DeliveredVersionSchema = Type.Object({
  version: Type.Integer(),
  delivered: Type.String({ format: 'date-time' }),
  changes: Type.Union([Type.Array(FigureChangeSchema), Type.Null()]),
});

export type DeliveredVersionView = Static<typeof DeliveredVersionSchema>;
