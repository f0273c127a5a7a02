import { useState } from 'react';
import { useSelector } from 'react-redux';
import styled from 'styled-components';
import { Link } from 'react-router-dom';
import {
  orderPathForSolution,
  orderSolutionForPlan,
  welcomeNotice,
  type PlanCode,
} from '@ped/domain';
import { selectAccount } from '@ped/contracts';
import { PRO_ACCOUNT_PATHS } from '@ped/contracts/paths';
import { Alert, Container } from '@ped/ui';

const DISMISSED_KEY = 'ped-welcome-dismissed';

/** Where each notice sends the new account: the action it speaks of, one click away. */
const NEXT_STEP: Partial<Record<PlanCode, { label: string; to: string }>> = {
  free: { label: 'Commencer une commande', to: orderPathForSolution(orderSolutionForPlan('free')) },
  premium: { label: 'Ouvrir les Paramètres', to: PRO_ACCOUNT_PATHS.settings },
};

const Wrap = styled(Container)`
  margin-top: 16px;
`;

function dismissedFor(): string | null {
  try {
    return window.sessionStorage.getItem(DISMISSED_KEY);
  } catch {
    return null;
  }
}

/** docs/product.md §4.6: for 3 days after an organisation account is created, a plan-specific welcome. */
export function WelcomeNotice() {
  const { session } = useSelector(selectAccount);
  const [dismissed, setDismissed] = useState(dismissedFor);
  const plan = session?.organisation?.subscription_plan;
  const text = session && plan ? welcomeNotice(plan, session.created) : null;
  if (!session || !text || dismissed === session.account_id) return null;
  return (
    <Wrap data-testid="welcome-notice">
      <Alert
        variant="success"
        onClose={() => {
          try {
            window.sessionStorage.setItem(DISMISSED_KEY, session.account_id);
          } catch {
            // the notice comes back on the next page load only
          }
          setDismissed(session.account_id);
        }}
      >
        <p>{text}</p>
        {NEXT_STEP[plan!] ? <Link to={NEXT_STEP[plan!]!.to}>{NEXT_STEP[plan!]!.label}</Link> : null}
      </Alert>
    </Wrap>
  );
}
