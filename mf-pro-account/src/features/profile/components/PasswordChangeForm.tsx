import { useState, type FormEvent } from 'react';
import { useDispatch } from 'react-redux';
import { changePassword } from '@ped/client';
import { shellActions } from '@ped/contracts';
import { Alert, Button, Card, FormError, TextField } from '@ped/ui';
import { hasErrors, newPasswordErrors, type FieldErrors } from '../../../shared/field-checks';
import { FormFieldset } from '../../../shared/FormFieldset';
import { NewPasswordFields } from '../../../shared/NewPasswordFields';
import { useSubmit } from '../../../shared/useSubmit';

type Field = 'current' | 'password' | 'confirmation';

/** Changes the password; the API closes the other sessions and issues a new token for this one. */
export function PasswordChangeForm() {
  const dispatch = useDispatch();
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [done, setDone] = useState(false);
  const { run, pending, error } = useSubmit();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setDone(false);
    const found: FieldErrors<Field> = { ...newPasswordErrors(password, confirmation) };
    if (!current) found.current = 'Saisissez votre mot de passe actuel';
    setErrors(found);
    if (hasErrors(found)) return;
    const issued = await run(() => changePassword(current, password));
    if (!issued) return;
    dispatch(shellActions.signedIn(issued.access_token));
    setCurrent('');
    setPassword('');
    setConfirmation('');
    setDone(true);
  }

  return (
    <Card title="Mot de passe">
      <form onSubmit={submit} noValidate aria-label="Changer de mot de passe">
        <FormFieldset disabled={pending}>
          <TextField
            label="Mot de passe actuel"
            type="password"
            autoComplete="current-password"
            value={current}
            onChange={(event) => setCurrent(event.target.value)}
            error={errors.current}
            required
          />
          <NewPasswordFields
            label="Nouveau mot de passe"
            password={password}
            confirmation={confirmation}
            onPassword={setPassword}
            onConfirmation={setConfirmation}
            errors={errors}
          />
          <FormError>{error}</FormError>
          {done ? (
            <Alert variant="success">
              Mot de passe modifié : vos autres sessions sont fermées.
            </Alert>
          ) : null}
          <div>
            <Button type="submit">{pending ? 'Enregistrement…' : 'Changer de mot de passe'}</Button>
          </div>
        </FormFieldset>
      </form>
    </Card>
  );
}
