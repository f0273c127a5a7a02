import { useState, type FormEvent } from 'react';
import { Button, Select, Stack, TextField } from '@ped/ui';
import { SHARE_ROLES, SHARE_ROLE_LABELS, type ShareRole } from '@ped/domain';

const ROLE_OPTIONS = SHARE_ROLES.map((role) => ({ value: role, label: SHARE_ROLE_LABELS[role] }));

/** Another recipient (the buyer's notary, the agent...) with their own link. */
export function AddRecipientForm({
  busy,
  onAdd,
}: {
  busy: boolean;
  onAdd(recipient: { role: ShareRole; name: string; email: string }): Promise<boolean>;
}) {
  const [role, setRole] = useState<ShareRole>('buyer-notary');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await onAdd({ role, name: name.trim(), email: email.trim() })) {
      setName('');
      setEmail('');
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} aria-label="Partager avec un destinataire">
      <Stack $gap={12}>
        <Select
          label="Destinataire"
          options={ROLE_OPTIONS}
          value={role}
          onChange={(event) => setRole(event.target.value as ShareRole)}
        />
        <TextField
          label="Nom"
          value={name}
          maxLength={120}
          onChange={(event) => setName(event.target.value)}
        />
        <TextField
          label="E-mail du destinataire"
          type="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <div>
          <Button type="submit" disabled={busy}>
            Envoyer un lien
          </Button>
        </div>
      </Stack>
    </form>
  );
}
