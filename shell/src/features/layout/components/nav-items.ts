import { orderPathForSolution, orderSolutionForPlan, type PlanCode } from '@ped/domain';
import { PRO_ACCOUNT_PATHS } from '@ped/contracts/paths';
import { PATHS } from '../config/site';

export interface NavItem {
  label: string;
  to: string;
  external?: boolean;
}

export function mainLinks(communityUrl: string): NavItem[] {
  return [
    { label: 'Pré-état daté', to: PATHS.preEtatDate },
    { label: 'Solutions Pro.', to: PATHS.pros },
    { label: 'Communauté', to: communityUrl, external: true },
  ];
}

/** The account menu (docs/product.md §2.6), before 'Se déconnecter' (a button, not a link). */
export function accountLinks(plan: PlanCode | null): NavItem[] {
  return [
    { label: 'Espace Pro.', to: PRO_ACCOUNT_PATHS.home },
    { label: 'Changer de formule', to: PRO_ACCOUNT_PATHS.plans },
    { label: 'Nouveau pré-état daté', to: orderPathForSolution(orderSolutionForPlan(plan)) },
    { label: 'Demander un pack ALUR', to: orderPathForSolution('solution-alur') },
  ];
}
