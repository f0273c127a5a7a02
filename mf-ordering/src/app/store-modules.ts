import type { StoreModule } from '@ped/contracts';
import { draftModule } from '../features/order-form/store/draft-module';
import { ordersModule } from '../features/order-status/store/orders-module';

/** The state areas this remote brings to the shell's store (docs/product.md §3.8: orders, stored). */
export const STORE_MODULES: StoreModule[] = [ordersModule, draftModule];
