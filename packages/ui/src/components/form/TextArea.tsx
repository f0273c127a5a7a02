import type { ReactNode, TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { controlStyles, FieldFrame } from './Field';

const Area = styled.textarea<{ $invalid?: boolean }>`
  ${controlStyles}
  resize: vertical;
  min-height: 96px;
`;

export interface TextAreaProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'children'
> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
}

export function TextArea({ id, label, hint, error, required, rows = 4, ...area }: TextAreaProps) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} required={required}>
      {(wiring) => (
        <Area {...area} {...wiring} rows={rows} required={required} $invalid={Boolean(error)} />
      )}
    </FieldFrame>
  );
}
