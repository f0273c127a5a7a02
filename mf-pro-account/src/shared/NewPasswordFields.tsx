import { PASSWORD_MIN_LENGTH } from '@ped/domain';
import { TextField } from '@ped/ui';

interface NewPasswordFieldsProps {
  password: string;
  confirmation: string;
  onPassword(value: string): void;
  onConfirmation(value: string): void;
  errors: { password?: string; confirmation?: string };
  label?: string;
}

/** A new password and its confirmation, with the length rule said up front. */
export function NewPasswordFields({
  password,
  confirmation,
  onPassword,
  onConfirmation,
  errors,
  label = 'Mot de passe',
}: NewPasswordFieldsProps) {
  return (
    <>
      <TextField
        label={label}
        type="password"
        autoComplete="new-password"
        hint={`${PASSWORD_MIN_LENGTH} caractères au moins`}
        value={password}
        onChange={(event) => onPassword(event.target.value)}
        error={errors.password}
        required
      />
      <TextField
        label="Confirmez le mot de passe"
        type="password"
        autoComplete="new-password"
        value={confirmation}
        onChange={(event) => onConfirmation(event.target.value)}
        error={errors.confirmation}
        required
      />
    </>
  );
}
