import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { useFieldId } from '../../hooks/useId';
import { FieldError } from './FieldError';
import { typeScale } from '../../theme/type-scale';

export const FieldRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  min-width: 0;
`;

export const Label = styled.label`
  font-weight: 600;
  font-size: ${typeScale.md};
  color: ${({ theme }) => theme.colors.text};
`;

export const Hint = styled.p`
  margin: 0;
  font-size: ${typeScale.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const RequiredMark = () => <span aria-hidden="true"> *</span>;

/** The look shared by text inputs, text areas and selects. */
export const controlStyles = css<{ $invalid?: boolean }>`
  width: 100%;
  min-height: 44px;
  padding: 10px 12px;
  font: inherit;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid
    ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius.sm};
  &:focus {
    outline: none;
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: 0 0 0 3px ${({ theme }) => theme.colors.surfaceAlt};
  }
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

export interface FieldWiring {
  id: string;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
  'aria-required': boolean | undefined;
}

export interface FieldFrameProps {
  id?: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  /** renders the control with the ids and ARIA attributes that tie it to label, hint and error */
  children(wiring: FieldWiring): ReactNode;
}

/** Label, control, hint and error, wired together for assistive technologies. */
export function FieldFrame({
  id: givenId,
  label,
  hint,
  error,
  required,
  children,
}: FieldFrameProps) {
  const id = useFieldId(givenId);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <FieldRoot>
      <Label htmlFor={id}>
        {label}
        {required ? <RequiredMark /> : null}
      </Label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
        'aria-required': required || undefined,
      })}
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
      <FieldError id={errorId}>{error}</FieldError>
    </FieldRoot>
  );
}
