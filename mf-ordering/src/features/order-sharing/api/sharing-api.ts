export {
  addOrderShare,
  fetchOrderSharing,
  requestFreeUpdate,
  revokeOrderShare,
  setOrderDeedDay,
  type OrderShareView,
  type OrderSharing,
} from '@ped/client';
