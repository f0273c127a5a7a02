import { Type, type Static } from '@sinclair/typebox';

/** SPEC §3 "Upload result". */
export const UploadResultSchema = Type.Object({
  url: Type.String(),
  mimetype: Type.String(),
  doctypeGuess: Type.Object({
    doctype: Type.Union([Type.Integer({ minimum: 1, maximum: 10 }), Type.Null()]),
    dateISO: Type.Union([Type.String(), Type.Null()]),
    label: Type.Union([Type.String(), Type.Null()]),
    confidence: Type.Number({ minimum: 0, maximum: 1 }),
    dateConfidence: Type.Number({ minimum: 0, maximum: 1 }),
  }),
});

export type UploadResult = Static<typeof UploadResultSchema>;
