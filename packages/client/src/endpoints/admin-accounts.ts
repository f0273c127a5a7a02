import type { PlanCode } from '@ped/domain';
import { api } from '../api-client';

/** SPEC §7 POST /account/plan (admin): moves an account's organisation to another plan. */
export async function changeAccountPlan(body: {
  email: string;
  subscription_plan: Extract<PlanCode, 'free' | 'experts' | 'premium'>;
}): Promise<{ message: string }> {
  const { message } = await api().request<unknown>('POST', '/account/plan', { body });
  return { message };
}
