import type { Model } from 'mongoose';
import { DEFAULT_TABLE_PAGE_SIZE, type SortDirection } from '@ped/domain';
import type { ListPage, ListParams } from '@ped/schemas';

/** How one list pages, sorts and projects (ADR 050). */
export interface ListSpec<Key extends string> {
  /** the sort keys the route accepts (its table's column keys) and the field each sorts on */
  sorts: Readonly<Record<Key, string>>;
  defaultSort: { key: Key; direction: SortDirection };
  /** the fields the rows need: never a form, an upload or a history */
  projection: Readonly<Record<string, 1>>;
}

type Filter = Record<string, unknown>;

/** The conditions together, without an $and of one. */
export function allOf(...filters: Array<Filter | null | undefined>): Filter {
  const present = filters.filter((f): f is Filter => Boolean(f) && Object.keys(f!).length > 0);
  if (present.length === 0) return {};
  return present.length === 1 ? present[0]! : { $and: present };
}

/**
 * One page of a collection: the count of what matches and the page's documents, sorted on
 * a whitelisted field with the id as tie-breaker (a stable order across pages), projected.
 * The work is the database's (indexes serve the default sorts); the API handles at most a
 * page of small rows, whatever the collection's size.
 */
export async function pagedList<Doc, Key extends string>(
  model: Pick<Model<Doc>, 'countDocuments' | 'find'>,
  filter: Filter,
  params: ListParams<Key>,
  spec: ListSpec<Key>,
): Promise<ListPage<Doc>> {
  const page = params.page ?? 1;
  const pageSize = params.pageSize ?? DEFAULT_TABLE_PAGE_SIZE;
  const key = params.sort ?? spec.defaultSort.key;
  const direction = params.sort ? (params.direction ?? 'asc') : spec.defaultSort.direction;
  const order = direction === 'desc' ? -1 : 1;
  const [total, items] = await Promise.all([
    model.countDocuments(filter),
    model
      .find(filter)
      .sort({ [spec.sorts[key]]: order, _id: order })
      .skip((page - 1) * pageSize)
      .limit(pageSize)
      .select(spec.projection)
      .lean<Doc[]>(),
  ]);
  return { items, total, page, pageSize };
}
