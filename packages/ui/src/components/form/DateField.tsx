import type { ReactNode } from 'react';
import { FieldFrame } from './Field';
import { Input, type TextFieldProps } from './TextField';

export interface DateFieldProps extends Omit<
  TextFieldProps,
  'type' | 'value' | 'onChange' | 'label'
> {
  label: ReactNode;
  /** ISO day 'YYYY-MM-DD', '' when empty */
  value: string;
  onChange(value: string): void;
}

/** A native date picker (localised by the browser) whose value is an ISO day. */
export function DateField({
  id,
  label,
  hint,
  error,
  required,
  value,
  onChange,
  ...input
}: DateFieldProps) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} required={required}>
      {(wiring) => (
        <Input
          {...input}
          {...wiring}
          type="date"
          value={value}
          required={required}
          onChange={(event) => onChange(event.target.value)}
          $invalid={Boolean(error)}
        />
      )}
    </FieldFrame>
  );
}
