import type { ReactNode, SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import { controlStyles, FieldFrame } from './Field';

const Control = styled.select<{ $invalid?: boolean }>`
  ${controlStyles}
  cursor: pointer;
`;

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  label: ReactNode;
  options: ReadonlyArray<SelectOption>;
  /** an empty first choice ('Choisir…'), for fields that start unset */
  placeholder?: string;
  hint?: ReactNode;
  error?: ReactNode;
}

export function Select({
  id,
  label,
  options,
  placeholder,
  hint,
  error,
  required,
  ...select
}: SelectProps) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} required={required}>
      {(wiring) => (
        <Control {...select} {...wiring} required={required} $invalid={Boolean(error)}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </Control>
      )}
    </FieldFrame>
  );
}
