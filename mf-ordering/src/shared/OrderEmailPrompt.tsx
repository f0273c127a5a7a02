import { useState, type FormEvent } from 'react';
import { Button, Card, Stack, TextField } from '@ped/ui';
import { ORDER_FORM_MESSAGES, isValidEmail } from '@ped/domain';

interface Props {
  title: string;
  submitLabel: string;
  error: string | null;
  /** the address tried last: kept in the field when it opened no order */
  initialEmail?: string;
  onSubmit(email: string): void;
}

/**
 * A visitor on another device names the e-mail the order was placed with: the order id
 * alone (6 characters) never opens an order (docs/decisions/010-*).
 */
export function OrderEmailPrompt({ title, submitLabel, error, initialEmail, onSubmit }: Props) {
  const [email, setEmail] = useState(initialEmail ?? '');
  const [invalid, setInvalid] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isValidEmail(email)) return setInvalid(ORDER_FORM_MESSAGES.email);
    setInvalid(null);
    onSubmit(email.trim());
  };
  return (
    <Card title={title}>
      <form onSubmit={submit} noValidate>
        <Stack $gap={12}>
          <TextField
            label="Adresse e-mail utilisée pour la commande"
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={invalid ?? error ?? undefined}
          />
          <div>
            <Button type="submit">{submitLabel}</Button>
          </div>
        </Stack>
      </form>
    </Card>
  );
}
