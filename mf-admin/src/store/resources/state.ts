import type {
  AdminAccount,
  Order,
  Register,
  RegisterDocument,
  Syndic,
  UploadResult,
} from '@ped/client';

/** SPEC §3 "Resources state": the admin panel's lists. */
export interface ResourcesState {
  syndics: Syndic[];
  registers: Register[];
  documents: RegisterDocument[];
  orders: Order[];
  accounts: AdminAccount[];
  unpaidOrders: Order[];
  upload: UploadResult | null;
  error: string | null;
}

export const RESOURCES_KEY = 'resources';

export const initialResourcesState: ResourcesState = {
  syndics: [],
  registers: [],
  documents: [],
  orders: [],
  accounts: [],
  unpaidOrders: [],
  upload: null,
  error: null,
};

export const selectResources = (state: { [RESOURCES_KEY]?: ResourcesState }): ResourcesState =>
  state[RESOURCES_KEY] ?? initialResourcesState;
