import { useState, type FormEvent } from 'react';
import type { Syndic, SyndicInput } from '@ped/client';
import { Button, Dialog, FormError, Stack, TextField } from '@ped/ui';

export const SYNDIC_NAME_REQUIRED = 'Le nom du syndic est requis';

interface SyndicFormProps {
  syndic: Syndic | null;
  onSubmit(input: SyndicInput): Promise<unknown>;
  onClose(): void;
}

/** Create or edit a syndic; what was typed stays after a refusal. */
export function SyndicForm({ syndic, onSubmit, onClose }: SyndicFormProps) {
  const [name, setName] = useState(syndic?.name ?? '');
  const [extranet, setExtranet] = useState(syndic?.extranet ?? '');
  const [logo, setLogo] = useState(syndic?.logo ?? '');
  const [nameError, setNameError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) {
      setNameError(SYNDIC_NAME_REQUIRED);
      return;
    }
    setBusy(true);
    try {
      await onSubmit({
        name: name.trim(),
        extranet: extranet.trim() || null,
        logo: logo.trim() || null,
      });
      onClose();
    } catch (error) {
      setServerError((error as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open title={syndic ? `Modifier ${syndic.name}` : 'Nouveau syndic'} onClose={onClose}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack $gap={12}>
          <TextField
            label="Nom"
            required
            value={name}
            error={nameError}
            onChange={(event) => {
              setName(event.target.value);
              setNameError(null);
            }}
          />
          <TextField
            label="Extranet (URL)"
            type="url"
            value={extranet}
            onChange={(event) => setExtranet(event.target.value)}
          />
          <TextField
            label="Logo (URL)"
            type="url"
            value={logo}
            onChange={(event) => setLogo(event.target.value)}
          />
          {serverError && <FormError>{serverError}</FormError>}
          <Stack $direction="row" $gap={8} $justify="end">
            <Button type="button" $variant="secondary" onClick={onClose}>
              Annuler
            </Button>
            <Button type="submit" disabled={busy}>
              Enregistrer
            </Button>
          </Stack>
        </Stack>
      </form>
    </Dialog>
  );
}
