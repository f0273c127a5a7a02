import { Type, type Static } from '@sinclair/typebox';
import { RegisterDocumentSchema, RegisterSchema } from './order';

/** The columns each list sorts on: defined in the domain (plain data). */
export {
  ACCOUNT_LIST_SORTS,
  DOCUMENT_LIST_SORTS,
  INVOICE_LIST_SORTS,
  REGISTER_LIST_SORTS,
  SYNDIC_LIST_SORTS,
} from '@ped/domain';

/** A copropriété in the admin list: with its documents, which its row shows as chips. */
export const RegisterListItemSchema = Type.Composite([
  RegisterSchema,
  Type.Object({ documents: Type.Array(RegisterDocumentSchema) }),
]);
export type RegisterListItem = Static<typeof RegisterListItemSchema>;
