import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useFieldId } from '../../hooks/useId';
import { FieldError } from './FieldError';
import { Hint } from './Field';
import { typeScale } from '../../theme/type-scale';

const Set = styled.fieldset`
  border: none;
  margin: 0;
  padding: 0;
  min-width: 0;
`;

const Legend = styled.legend`
  padding: 0;
  margin-bottom: 6px;
  font-weight: 600;
  font-size: ${typeScale.md};
`;

const Options = styled.div<{ $inline: boolean }>`
  display: flex;
  flex-direction: ${({ $inline }) => ($inline ? 'row' : 'column')};
  flex-wrap: wrap;
  gap: ${({ $inline }) => ($inline ? '8px 20px' : '6px')};
`;

const Choice = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: 32px;
  cursor: pointer;
  & > input {
    width: 18px;
    height: 18px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

export interface RadioOption<V extends string> {
  value: V;
  label: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps<V extends string> {
  legend: ReactNode;
  name: string;
  options: ReadonlyArray<RadioOption<NoInfer<V>>>;
  value: V | null;
  onChange(value: V): void;
  inline?: boolean;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
}

/** One choice among a few, as native radio buttons in a labelled fieldset. */
export function RadioGroup<V extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  inline = false,
  hint,
  error,
  required,
}: RadioGroupProps<V>) {
  const id = useFieldId();
  const describedBy =
    [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') ||
    undefined;
  return (
    <Set aria-describedby={describedBy} aria-invalid={error ? true : undefined}>
      <Legend>
        {legend}
        {required ? <span aria-hidden="true"> *</span> : null}
      </Legend>
      <Options $inline={inline}>
        {options.map((option) => (
          <Choice key={option.value}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              disabled={option.disabled}
              required={required}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </Choice>
        ))}
      </Options>
      {hint ? <Hint id={`${id}-hint`}>{hint}</Hint> : null}
      <FieldError id={error ? `${id}-error` : undefined}>{error}</FieldError>
    </Set>
  );
}
