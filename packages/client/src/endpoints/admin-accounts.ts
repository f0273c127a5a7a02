import type { PlanCode } from '@ped/domain';
import { api } from '@ped/client-runtime';

/** POST /account/plan (docs/product.md §7.3, admin): moves an account's organisation to another plan. */
export async function changeAccountPlan(body: {
  email: string;
  subscription_plan: Extract<PlanCode, 'free' | 'experts' | 'premium'>;
}): Promise<{ message: string }> {
  const { message } = await api().request<unknown>('POST', '/account/plan', { body });
  return { message };
}
