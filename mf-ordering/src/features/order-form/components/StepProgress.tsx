import styled from 'styled-components';
import { ORDER_STEPS, type OrderStep } from '@ped/domain';
import { typeScale } from '@ped/ui';

// On a phone the nine steps keep one row of numbered chips; the step's heading says its title.
const PHONE = '@media (max-width: 600px)';

const List = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  ${PHONE} {
    flex-wrap: nowrap;
    justify-content: space-between;
    gap: 4px;
  }
  list-style: none;
  margin: 0;
  padding: 0;
  counter-reset: step;
`;

const StepButton = styled.button<{ $state: 'done' | 'current' | 'todo' }>`
  font: inherit;
  font-size: ${typeScale.sm};
  border-radius: 999px;
  padding: 6px 12px;
  border: 1px solid
    ${({ theme, $state }) => ($state === 'todo' ? theme.colors.border : theme.colors.primary)};
  background: ${({ theme, $state }) => ($state === 'current' ? theme.colors.primary : theme.colors.background)};
  color: ${({ theme, $state }) => ($state === 'current' ? theme.colors.onPrimary : $state === 'done' ? theme.colors.primary : theme.colors.textMuted)};
  cursor: pointer;
  &:disabled {
    cursor: default;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 2px;
  }
  ${PHONE} {
    padding: 4px 8px;
    min-width: 28px;
    white-space: nowrap;
  }
`;

const Title = styled.span`
  ${PHONE} {
    display: none;
  }
`;

/** Where the customer is; steps already passed can be reopened. */
export function StepProgress({
  current,
  onSelect,
}: {
  current: OrderStep;
  onSelect(step: OrderStep): void;
}) {
  const index = ORDER_STEPS.findIndex((s) => s.key === current);
  return (
    <nav aria-label="Étapes de la commande">
      <List>
        {ORDER_STEPS.map((step, i) => {
          const state = i < index ? 'done' : i === index ? 'current' : 'todo';
          return (
            <li key={step.key}>
              <StepButton
                type="button"
                $state={state}
                aria-current={state === 'current' ? 'step' : undefined}
                aria-label={`${i + 1}. ${step.title}`}
                disabled={state !== 'done'}
                onClick={() => onSelect(step.key)}
              >
                {i + 1}
                <Title>. {step.title}</Title>
              </StepButton>
            </li>
          );
        })}
      </List>
    </nav>
  );
}
