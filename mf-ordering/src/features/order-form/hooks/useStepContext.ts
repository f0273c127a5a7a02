import { useSession } from '../../../shared/useSession';
import type { StepContext } from '../step-validation';
import { useDraft } from './useDraft';

export function useStepContext(): StepContext {
  const session = useSession();
  const { draft } = useDraft();
  return {
    plan: session?.organisation?.subscription_plan ?? null,
    hasSyndicPassword: draft.hasSyndicPassword,
    askEmail: !session,
    amountTexts: draft.amountTexts,
  };
}
