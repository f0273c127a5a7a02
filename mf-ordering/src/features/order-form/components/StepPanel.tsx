import { Suspense, useEffect, useRef } from 'react';
import styled from 'styled-components';
import { Alert, Button, FormSkeleton, Stack, typeScale } from '@ped/ui';
import { ORDER_STEPS } from '@ped/domain';
import { useDraft } from '../hooks/useDraft';
import { useStepContext } from '../hooks/useStepContext';
import { draftActions } from '../store/draft-actions';
import { stepErrors } from '../step-validation';
import { STEP_COMPONENTS } from './steps/step-components';

const Panel = styled.section`
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  padding: 24px;
  @media (max-width: 600px) {
    padding: 16px;
  }
`;

const Heading = styled.h2`
  margin: 0 0 16px;
  font-size: ${typeScale.xl};
  &:focus {
    outline: none;
  }
`;

/** The current step: its fields, its errors and the way forward or back. */
export function StepPanel() {
  const { draft, form, dispatch } = useDraft();
  const context = useStepContext();
  const heading = useRef<HTMLHeadingElement>(null);
  const index = ORDER_STEPS.findIndex((s) => s.key === draft.step);
  const step = ORDER_STEPS[index]!;
  const Fields = STEP_COMPONENTS[step.key];
  const errorCount = Object.keys(draft.errors).length;
  const last = index === ORDER_STEPS.length - 1;

  useEffect(() => {
    heading.current?.focus();
  }, [draft.step]);

  // the next step's code arrives while this one is filled in
  const following = ORDER_STEPS[index + 1]?.key;
  useEffect(() => {
    if (following) void STEP_COMPONENTS[following].preload?.();
  }, [following]);

  const next = () => {
    const errors = stepErrors(step.key, form, context);
    if (Object.keys(errors).length > 0) {
      dispatch(draftActions.errors(errors));
      return;
    }
    dispatch(draftActions.goto(ORDER_STEPS[index + 1]!.key));
  };

  return (
    <Panel aria-labelledby="order-step-title">
      <Heading id="order-step-title" ref={heading} tabIndex={-1}>
        Étape {index + 1} sur {ORDER_STEPS.length} : {step.title}
      </Heading>
      <Stack $gap={20}>
        {errorCount > 0 ? (
          <Alert variant="error">
            {errorCount === 1 ? 'Un champ est à corriger' : `${errorCount} champs sont à corriger`}{' '}
            : voyez les messages sous les champs concernés.
          </Alert>
        ) : null}
        <Suspense fallback={<FormSkeleton fields={3} framed={false} />}>
          <Fields />
        </Suspense>
        <Stack $direction="row" $justify="space-between" $wrap $gap={12}>
          {index > 0 ? (
            <Button
              type="button"
              $variant="secondary"
              onClick={() => dispatch(draftActions.goto(ORDER_STEPS[index - 1]!.key))}
            >
              Précédent
            </Button>
          ) : (
            <span />
          )}
          {last ? null : (
            <Button type="button" onClick={next}>
              Continuer
            </Button>
          )}
        </Stack>
      </Stack>
    </Panel>
  );
}
