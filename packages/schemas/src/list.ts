import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { DEFAULT_TABLE_PAGE_SIZE, PAGINATION_PAGE_SIZES, type SortDirection } from '@ped/domain';

/** A page is named from 1; past the last one the page is empty (the total says so). */
const MAX_PAGE = 100_000;
/** Longer than any e-mail, address or number a table shows. */
export const LIST_SEARCH_MAX_LENGTH = 100;

/**
 * The paging, sorting and search parameters every list takes (ADR 050), with the sort keys
 * that list can sort on: the same keys as its table's columns. Spread them into the route's
 * querystring or body, next to its own filters.
 */
export function listParams<Key extends string>(sortKeys: readonly Key[]) {
  return {
    page: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: MAX_PAGE,
        default: 1,
        errorMessage: 'Numéro de page invalide',
      }),
    ),
    pageSize: Type.Optional(
      Type.Unsafe<number>({
        type: 'integer',
        enum: [...PAGINATION_PAGE_SIZES],
        default: DEFAULT_TABLE_PAGE_SIZE,
        errorMessage: `Nombre de lignes par page invalide : ${PAGINATION_PAGE_SIZES.join(', ')}`,
      }),
    ),
    sort: Type.Optional(
      Type.Unsafe<Key>({
        type: 'string',
        enum: [...sortKeys],
        errorMessage: 'Cette liste ne se trie pas sur ce champ',
      }),
    ),
    direction: Type.Optional(
      Type.Unsafe<SortDirection>({
        type: 'string',
        enum: ['asc', 'desc'],
        errorMessage: 'Sens de tri invalide : asc ou desc',
      }),
    ),
    q: Type.Optional(
      Type.String({
        maxLength: LIST_SEARCH_MAX_LENGTH,
        errorMessage: `Recherche trop longue (${LIST_SEARCH_MAX_LENGTH} caractères au plus)`,
      }),
    ),
  };
}

/** What a list request asks for, whatever the list. */
export interface ListParams<Key extends string = string> {
  page?: number;
  pageSize?: number;
  sort?: Key;
  direction?: SortDirection;
  q?: string;
}

/** One page of a list and how many items the whole list holds. */
export const ListPageSchema = <Item extends TSchema>(item: Item) =>
  Type.Object({
    items: Type.Array(item),
    total: Type.Integer({ minimum: 0 }),
    page: Type.Integer({ minimum: 1 }),
    pageSize: Type.Integer({ minimum: 1 }),
  });

export type ListPage<Item> = Omit<Static<ReturnType<typeof ListPageSchema>>, 'items'> & {
  items: Item[];
};
