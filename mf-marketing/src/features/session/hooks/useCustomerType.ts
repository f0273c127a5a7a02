import { customerTypeForSession, type CustomerType } from '@ped/domain';
import { useSession } from './useSession';

export function useCustomerType(): CustomerType {
  return customerTypeForSession(useSession());
}
