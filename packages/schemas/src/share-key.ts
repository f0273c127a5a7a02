import { Type } from '@sinclair/typebox';

const LotNumber = Type.String({ minLength: 1, maxLength: 50, errorMessage: 'Lot inconnu' });

/** A special key: its name, its total and each sold lot's tantièmes in it (ShareKey of @ped/domain). */
export const ShareKeySchema = Type.Object(
  {
    name: Type.String({ maxLength: 80, errorMessage: 'Nom de clé trop long (80 caractères)' }),
    total: Type.Integer({
      minimum: 1,
      maximum: 10_000_000,
      errorMessage: 'Total de la clé invalide',
    }),
    lots: Type.Array(
      Type.Object(
        {
          lot: LotNumber,
          tantiemes: Type.Integer({
            minimum: 0,
            maximum: 10_000_000,
            errorMessage: 'Tantièmes invalides',
          }),
        },
        { additionalProperties: false },
      ),
      { maxItems: 50 },
    ),
  },
  { additionalProperties: false },
);
