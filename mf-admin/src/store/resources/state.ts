import type {
  AdminAccount,
  ListPage,
  Order,
  OrderListItem,
  RegisterDocument,
  RegisterListItem,
  Syndic,
  RegisterUploadResult,
} from '@ped/client';

/**
 * The `resources` area (docs/product.md §3.8): the admin panel's lists, each the page on screen with its total
 * (ADR 050), the documents of the copropriétés on screen, and the order opened, whole.
 */
export interface ResourcesState {
  syndics: ListPage<Syndic>;
  registers: ListPage<RegisterListItem>;
  documents: RegisterDocument[];
  orders: ListPage<OrderListItem>;
  /** the order staff opened, with its form, uploads and history (GET /order/{orderid}) */
  order: Order | null;
  accounts: ListPage<AdminAccount>;
  unpaidOrders: OrderListItem[];
  upload: RegisterUploadResult | null;
  error: string | null;
}

export const RESOURCES_KEY = 'resources';

const emptyPage = <Item>(): ListPage<Item> => ({ items: [], total: 0, page: 1, pageSize: 10 });

export const initialResourcesState: ResourcesState = {
  syndics: emptyPage(),
  registers: emptyPage(),
  documents: [],
  orders: emptyPage(),
  order: null,
  accounts: emptyPage(),
  unpaidOrders: [],
  upload: null,
  error: null,
};

export const selectResources = (state: { [RESOURCES_KEY]?: ResourcesState }): ResourcesState =>
  state[RESOURCES_KEY] ?? initialResourcesState;
