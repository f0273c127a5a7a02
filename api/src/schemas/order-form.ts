import { Type, type Static } from '@sinclair/typebox';
import { FINANCIAL_FIELD_KEYS, DATE_FIELDS } from '@ped/domain';
import { nullable, ShareKeySchema } from '@ped/schemas';

/**
 * The order form as the frontend sends it (docs/product.md §3.3, @ped/domain
 * OrderForm). Every field is optional and most accept null: a draft is saved as the
 * customer goes and may be partial; the complete form is checked with the domain's
 * validateOrderForm when the customer confirms. Unknown fields are refused.
 */
const Text = (maxLength = 200) => Type.String({ maxLength });
// a missing amount stays null, distinct from 0 (docs/domain.md §6): see nullable()
const NullableText = (maxLength = 200) => nullable(Type.String({ maxLength }));
// Bounded so that no figure stored from a form can overflow a total or a page (issue 16).
export const MAX_FORM_AMOUNT = 1_000_000_000;
const Amount = nullable(
  Type.Number({
    minimum: -MAX_FORM_AMOUNT,
    maximum: MAX_FORM_AMOUNT,
    errorMessage: 'Montant invalide',
  }),
);
const strict = { additionalProperties: false } as const;

const Address = {
  address: Type.Optional(Text()),
  additional: Type.Optional(Text()),
  zipcode: Type.Optional(Text(10)),
  city: Type.Optional(Text(100)),
};

export const OrderLotSchema = Type.Object(
  {
    number: Type.Optional(Text(50)),
    kind: Type.Optional(Text(30)),
    description: Type.Optional(Text(500)),
    tantiemes: Type.Optional(Amount),
    tantiemes_total: Type.Optional(Amount),
  },
  strict,
);

export const OrderSyndicFormSchema = Type.Object(
  {
    name: Type.Optional(Text()),
    url: Type.Optional(Text(500)),
    username: Type.Optional(Text()),
    /** null or absent keeps the password already stored, '' removes it */
    password: Type.Optional(NullableText()),
    /** echoed back by GET /order (the password itself is never sent to customers); ignored */
    has_password: Type.Optional(Type.Boolean()),
  },
  strict,
);

export const OrderFormSchema = Type.Object(
  {
    offer: Type.Optional(NullableText(10)),
    subsid: Type.Optional(Text()),
    valid: Type.Optional(Type.Boolean()),
    email: Type.Optional(Text(254)),
    ...Address,
    principal: Type.Optional(Type.Boolean()),
    invoiced: Type.Optional(Type.Boolean()),
    debts: Type.Optional(Type.Boolean()),
    notary: Type.Optional(
      Type.Object({ name: Type.Optional(Text()), email: Type.Optional(Text(254)) }, strict),
    ),
    lots: Type.Optional(Type.Array(OrderLotSchema, { maxItems: 50 })),
    comment: Type.Optional(Text(5000)),
    all_due_paid: Type.Optional(nullable(Type.Boolean())),
    indicates_buyer_is_coowner: Type.Optional(Type.Boolean()),
    buyer_is_coowner: Type.Optional(Type.Boolean()),
    buyer_coowner_name: Type.Optional(Text()),
    owners: Type.Optional(
      Type.Array(
        Type.Object(
          { firstname: Type.Optional(Text()), lastname: Type.Optional(Text()), ...Address },
          strict,
        ),
        { maxItems: 20 },
      ),
    ),
    invoice: Type.Optional(
      Type.Object(
        {
          firstname: Type.Optional(Text()),
          lastname: Type.Optional(Text()),
          ...Address,
          offer: Type.Optional(NullableText(10)),
          price: Type.Optional(Amount),
          datetime: Type.Optional(NullableText(40)),
        },
        strict,
      ),
    ),
    ...Object.fromEntries(FINANCIAL_FIELD_KEYS.map((key) => [key, Type.Optional(Amount)])),
    ...Object.fromEntries(DATE_FIELDS.map(({ key }) => [key, Type.Optional(NullableText(40))])),
    options: Type.Optional(Type.Array(Text(40), { maxItems: 10 })),
    method: Type.Optional(Text(20)),
    links: Type.Optional(
      Type.Array(Type.Object({ link: Type.String({ maxLength: 1000 }) }, strict), { maxItems: 50 }),
    ),
    syndic: Type.Optional(OrderSyndicFormSchema),
    syndic_address: Type.Optional(Text(300)),
    syndic_contact: Type.Optional(Text(300)),
    building_lots: Type.Optional(nullable(Type.Integer({ minimum: 1, maximum: 100000 }))),
    // entered by staff (« Dates, lots et syndic »), kept when the form is stored again
    budget_calls: Type.Optional(nullable(Type.Integer({ minimum: 1, maximum: 12 }))),
    loan_period: Type.Optional(nullable(Type.Integer({ minimum: 1, maximum: 12 }))),
    works_funds_key: Type.Optional(nullable(ShareKeySchema)),
    loan_key: Type.Optional(nullable(ShareKeySchema)),
  },
  strict,
);

export type StoredOrderForm = Static<typeof OrderFormSchema>;
