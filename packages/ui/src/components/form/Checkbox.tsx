import type { InputHTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import { useFieldId } from '../../hooks/useId';
import { FieldError } from './FieldError';
import { Hint } from './Field';

const Row = styled.label`
  display: inline-flex;
  align-items: flex-start;
  gap: 10px;
  min-height: 32px;
  cursor: pointer;
`;

const Box = styled.input`
  width: 20px;
  height: 20px;
  margin: 2px 0 0;
  flex: none;
  accent-color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;
`;

export interface CheckboxProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'children'
> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
}

export function Checkbox({ id: givenId, label, hint, error, ...input }: CheckboxProps) {
  const id = useFieldId(givenId);
  const describedBy =
    [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') ||
    undefined;
  return (
    <div>
      <Row htmlFor={id}>
        <Box
          {...input}
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        <span>{label}</span>
      </Row>
      {hint ? <Hint id={`${id}-hint`}>{hint}</Hint> : null}
      <FieldError id={error ? `${id}-error` : undefined}>{error}</FieldError>
    </div>
  );
}
