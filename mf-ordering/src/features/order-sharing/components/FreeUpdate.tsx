import { useState, type FormEvent } from 'react';
import { Alert, Button, Stack, TextArea } from '@ped/ui';
import type { OrderSharing } from '../api/sharing-api';

/**
 * « Actualiser mon pré-état daté »: free until the next AG, or until the signing with
 * « Modifications illimitées »; after that, why it no longer is and a new order prefilled
 * from this one.
 */
export function FreeUpdate({
  sharing,
  busy,
  onNewOrder,
  onRequest,
}: {
  sharing: OrderSharing;
  busy: boolean;
  onNewOrder(): void;
  onRequest(reason: string): Promise<boolean>;
}) {
  const [reason, setReason] = useState('');
  const { free_update: update } = sharing;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await onRequest(reason.trim())) setReason('');
  };
  if (!update.allowed)
    return (
      <Stack $gap={8}>
        <Alert variant="info">{update.reason}</Alert>
        {update.new_order ? (
          <div>
            <Button type="button" onClick={onNewOrder}>
              Commander un nouveau pré-état daté
            </Button>
          </div>
        ) : null}
      </Stack>
    );
  return (
    <form onSubmit={(event) => void submit(event)} aria-label="Mise à jour gratuite">
      <Stack $gap={12}>
        <p>
          {update.validity} Nous reprenons votre pré-état daté avec vos nouveaux éléments et
          l’envoyons aussi à votre notaire.
        </p>
        <TextArea
          label="Ce qui a changé (facultatif)"
          hint="Nouvel appel de fonds, charges payées depuis… Vous pourrez nous transmettre de nouveaux documents."
          value={reason}
          maxLength={2000}
          onChange={(event) => setReason(event.target.value)}
        />
        <div>
          <Button type="submit" disabled={busy}>
            Actualiser mon pré-état daté
          </Button>
        </div>
      </Stack>
    </form>
  );
}
