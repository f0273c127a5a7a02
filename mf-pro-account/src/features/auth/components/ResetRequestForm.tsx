import { useState, type FormEvent } from 'react';
import { forgotPassword } from '@ped/client';
import { Alert, Button, FormError, TextField } from '@ped/ui';
import { emailProblem } from '../../../shared/field-checks';
import { FormFieldset } from '../../../shared/FormFieldset';
import { useSubmit } from '../../../shared/useSubmit';

/** Asks for a reset link; the answer is the same whether the account exists or not. */
export function ResetRequestForm() {
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const { run, pending, error } = useSubmit();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = emailProblem(email);
    setFieldError(problem);
    if (problem) return;
    const done = await run(() => forgotPassword(email.trim()));
    if (done) setSent(done.message);
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Recevoir un lien de réinitialisation">
      <FormFieldset disabled={pending}>
        <TextField
          label="Adresse e-mail de votre compte"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={fieldError ?? undefined}
          required
        />
        <FormError>{error}</FormError>
        {sent ? <Alert variant="success">{sent}. Le lien est valable une heure.</Alert> : null}
        <Button type="submit" $block>
          {pending ? 'Envoi…' : sent ? 'Renvoyer le lien' : 'Recevoir un lien'}
        </Button>
      </FormFieldset>
    </form>
  );
}
