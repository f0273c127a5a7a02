import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Confirmation } from '@ped/client';
import { PRO_ACCOUNT_PATHS } from '@ped/contracts';
import { Alert, Button, FormError } from '@ped/ui';
import { hasErrors, newPasswordErrors, type FieldErrors } from './field-checks';
import { FormFieldset } from './FormFieldset';
import { NewPasswordFields } from './NewPasswordFields';
import { useSubmit } from './useSubmit';

interface Props {
  /** the single-use token of the e-mailed link */
  token: string;
  send(token: string, password: string): Promise<Confirmation>;
  formLabel: string;
  intro?: string;
  passwordLabel?: string;
  submitLabel: string;
  /** shown after the sign-in link once the password is set */
  signInHint?: ReactNode;
}

/** A password chosen through an e-mailed link (reset, invitation), then the way to sign in. */
export function PasswordFromLinkForm({
  token,
  send,
  formLabel,
  intro,
  passwordLabel,
  submitLabel,
  signInHint,
}: Props) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<FieldErrors<'password' | 'confirmation'>>({});
  const [confirmed, setConfirmed] = useState<string | null>(null);
  const { run, pending, error } = useSubmit();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = newPasswordErrors(password, confirmation);
    setErrors(found);
    if (hasErrors(found)) return;
    const done = await run(() => send(token, password));
    if (done) setConfirmed(done.message);
  }

  if (confirmed) {
    return (
      <Alert variant="success" title={confirmed}>
        <p>
          <Link to={PRO_ACCOUNT_PATHS.login}>Se connecter</Link>
          {signInHint}
        </p>
      </Alert>
    );
  }
  return (
    <form onSubmit={submit} noValidate aria-label={formLabel}>
      <FormFieldset disabled={pending}>
        {intro ? <p>{intro}</p> : null}
        <NewPasswordFields
          label={passwordLabel}
          password={password}
          confirmation={confirmation}
          onPassword={setPassword}
          onConfirmation={setConfirmation}
          errors={errors}
        />
        <FormError>{error}</FormError>
        <Button type="submit" $block>
          {pending ? 'Enregistrement…' : submitLabel}
        </Button>
      </FormFieldset>
    </form>
  );
}
