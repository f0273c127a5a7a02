import type { StoreModule } from '@ped/contracts';
import { draftReducer } from './draft-reducer';
import { draftSaga } from './draft-saga';

/** The 'stored' state area (docs/product.md §3.8): the order form being filled. */
export const draftModule: StoreModule = {
  key: 'stored',
  reducer: draftReducer as StoreModule['reducer'],
  saga: draftSaga,
};
