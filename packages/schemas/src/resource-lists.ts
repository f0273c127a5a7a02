import { Type, type Static } from '@sinclair/typebox';
import { RegisterDocumentSchema, RegisterSchema } from './order';

/**
 * The columns each list sorts on (ADR 050): the API refuses any other, and a table makes
 * only these columns' headers sortable. Keys are the tables' column keys.
 */
export const SYNDIC_LIST_SORTS = ['name', 'extranet', 'logo'] as const;
export const REGISTER_LIST_SORTS = ['updated', 'id', 'name', 'address'] as const;
export const DOCUMENT_LIST_SORTS = ['delivered', 'registration_id', 'doctype', 'created'] as const;
export const ACCOUNT_LIST_SORTS = ['created', 'email', 'role', 'validated'] as const;
export const INVOICE_LIST_SORTS = ['date', 'number', 'kind', 'ht_cents', 'ttc_cents'] as const;

/** A copropriété in the admin list: with its documents, which its row shows as chips. */
export const RegisterListItemSchema = Type.Composite([
  RegisterSchema,
  Type.Object({ documents: Type.Array(RegisterDocumentSchema) }),
]);
export type RegisterListItem = Static<typeof RegisterListItemSchema>;
