import type { InputHTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import { controlStyles, FieldFrame } from './Field';

export const Input = styled.input<{ $invalid?: boolean }>`
  ${controlStyles}
`;

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
}

/** A labelled text input (text, email, tel, password, number...). */
export function TextField({
  id,
  label,
  hint,
  error,
  required,
  type = 'text',
  ...input
}: TextFieldProps) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} required={required}>
      {(wiring) => (
        <Input {...input} {...wiring} type={type} required={required} $invalid={Boolean(error)} />
      )}
    </FieldFrame>
  );
}
