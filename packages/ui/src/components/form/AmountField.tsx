import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { UNREADABLE_AMOUNT_MESSAGE, parseFrenchAmount } from '@ped/domain';
import { FieldFrame } from './Field';
import { Input, type TextFieldProps } from './TextField';

const Wrap = styled.div`
  position: relative;
  & > input {
    padding-right: 36px;
  }
`;

const Unit = styled.span`
  position: absolute;
  right: 12px;
  top: 50%;
  transform: translateY(-50%);
  color: ${({ theme }) => theme.colors.textMuted};
  pointer-events: none;
`;

export interface AmountFieldProps extends Omit<
  TextFieldProps,
  'type' | 'value' | 'onChange' | 'label'
> {
  label: ReactNode;
  /** what the user typed, kept as is (even when not a valid amount) */
  value: string;
  /** the text, and the amount in euros it reads as (null when it is not an amount) */
  onChange(text: string, euros: number | null): void;
  /** message shown after leaving a field that does not hold an amount */
  invalidMessage?: string;
}

/**
 * An amount in euros typed the French way ('1 234,56'). The text stays what the user typed;
 * the parsed value comes from the domain's `parseFrenchAmount`.
 */
export function AmountField({
  id,
  label,
  hint,
  error,
  required,
  value,
  onChange,
  onBlur,
  invalidMessage = UNREADABLE_AMOUNT_MESSAGE,
  ...input
}: AmountFieldProps) {
  const [touched, setTouched] = useState(false);
  const unreadable = touched && value.trim() !== '' && parseFrenchAmount(value) === null;
  const shownError = error ?? (unreadable ? invalidMessage : undefined);
  return (
    <FieldFrame id={id} label={label} hint={hint} error={shownError} required={required}>
      {(wiring) => (
        <Wrap>
          <Input
            {...input}
            {...wiring}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={value}
            required={required}
            onChange={(event) =>
              onChange(event.target.value, parseFrenchAmount(event.target.value))
            }
            onBlur={(event) => {
              setTouched(true);
              onBlur?.(event);
            }}
            $invalid={Boolean(shownError)}
          />
          <Unit aria-hidden="true">€</Unit>
        </Wrap>
      )}
    </FieldFrame>
  );
}
