import { useState, type FormEvent } from 'react';
import { Button, Dialog, FormError, Stack, TextField } from '@ped/ui';
import { normaliseRegistrationNumber, registrationNumberError } from '@ped/domain';

interface RegisterFormProps {
  onSubmit(input: { id: string; name?: string; address?: string }): Promise<unknown>;
  onClose(): void;
}

/** A new copropriété, identified by its registration number. */
export function RegisterForm({ onSubmit, onClose }: RegisterFormProps) {
  const [id, setId] = useState('');
  const [name, setName] = useState('');
  const [address, setAddress] = useState('');
  const [idError, setIdError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const invalid = registrationNumberError(id);
    if (invalid) {
      setIdError(invalid);
      return;
    }
    try {
      await onSubmit({
        id: normaliseRegistrationNumber(id),
        name: name.trim(),
        address: address.trim(),
      });
      onClose();
    } catch (error) {
      setServerError((error as Error).message);
    }
  }

  return (
    <Dialog open title="Nouvelle copropriété" onClose={onClose}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack $gap={12}>
          <TextField
            label="Numéro d’immatriculation"
            hint="Deux lettres et sept chiffres, comme sur le registre (exemple : AB1234567)"
            required
            value={id}
            error={idError}
            onChange={(event) => {
              setId(event.target.value);
              setIdError(null);
            }}
          />
          <TextField label="Nom" value={name} onChange={(event) => setName(event.target.value)} />
          <TextField
            label="Adresse"
            value={address}
            onChange={(event) => setAddress(event.target.value)}
          />
          {serverError && <FormError>{serverError}</FormError>}
          <Stack $direction="row" $gap={8} $justify="end">
            <Button type="button" $variant="secondary" onClick={onClose}>
              Annuler
            </Button>
            <Button type="submit">Créer</Button>
          </Stack>
        </Stack>
      </form>
    </Dialog>
  );
}
