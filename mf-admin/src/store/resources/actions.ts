import type {
  AdminAccount,
  ListPage,
  Order,
  OrderListItem,
  Register,
  RegisterDocument,
  RegisterListItem,
  Syndic,
  RegisterUploadResult,
} from '@ped/client';

/** What the reducer records once a call succeeded or failed (docs/product.md §4.7). */
export const resourcesEvents = {
  syndicsLoaded: (syndics: ListPage<Syndic>) =>
    ({ type: 'resources/syndicsLoaded', payload: syndics }) as const,
  syndicCreated: (syndic: Syndic) =>
    ({ type: 'resources/syndicCreated', payload: syndic }) as const,
  syndicUpdated: (syndic: Syndic) =>
    ({ type: 'resources/syndicUpdated', payload: syndic }) as const,
  syndicDeleted: (id: string) => ({ type: 'resources/syndicDeleted', payload: id }) as const,
  registersLoaded: (registers: ListPage<RegisterListItem>) =>
    ({ type: 'resources/registersLoaded', payload: registers }) as const,
  registerCreated: (register: Register) =>
    ({ type: 'resources/registerCreated', payload: register }) as const,
  registerDeleted: (id: string) => ({ type: 'resources/registerDeleted', payload: id }) as const,
  documentCreated: (document: RegisterDocument) =>
    ({ type: 'resources/documentCreated', payload: document }) as const,
  documentUpdated: (document: RegisterDocument) =>
    ({ type: 'resources/documentUpdated', payload: document }) as const,
  documentDeleted: (id: string) => ({ type: 'resources/documentDeleted', payload: id }) as const,
  ordersLoaded: (orders: ListPage<OrderListItem>) =>
    ({ type: 'resources/ordersLoaded', payload: orders }) as const,
  orderOpened: (order: Order) => ({ type: 'resources/orderOpened', payload: order }) as const,
  orderUpdated: (order: Order) => ({ type: 'resources/orderUpdated', payload: order }) as const,
  accountsLoaded: (accounts: ListPage<AdminAccount>) =>
    ({ type: 'resources/accountsLoaded', payload: accounts }) as const,
  uploaded: (upload: RegisterUploadResult | null) =>
    ({ type: 'resources/uploaded', payload: upload }) as const,
  failed: (message: string) => ({ type: 'resources/failed', payload: message }) as const,
};

export type ResourcesEvent = ReturnType<(typeof resourcesEvents)[keyof typeof resourcesEvents]>;
