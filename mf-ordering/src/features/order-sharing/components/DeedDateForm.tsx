import { useState, type FormEvent } from 'react';
import { Button, DateField, Stack } from '@ped/ui';

/** The date of the deed: every link stops working at the end of that day. */
export function DeedDateForm({
  deedDay,
  busy,
  onSave,
}: {
  deedDay: string | null;
  busy: boolean;
  onSave(deedDay: string | null): Promise<boolean>;
}) {
  const [value, setValue] = useState(deedDay ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void onSave(value || null);
  };
  return (
    <form onSubmit={submit} aria-label="Date de l’acte de vente">
      <Stack $direction="row" $gap={8} $wrap $align="end">
        <DateField
          label="Date de l’acte de vente"
          hint="Les liens expirent à la fin de ce jour (sinon six mois après leur envoi)."
          value={value}
          onChange={setValue}
        />
        <Button type="submit" $variant="secondary" disabled={busy}>
          Enregistrer la date
        </Button>
      </Stack>
    </form>
  );
}
