import { useState } from 'react';
import { useDispatch } from 'react-redux';
import type { Order } from '@ped/client';
import { shellActions } from '@ped/contracts';
import { canTransition } from '@ped/domain';
import { Button, ConfirmDialog, TextField } from '@ped/ui';
import { useResourcesCall } from '../../../store/resources/useResources';

/** The API takes a reason of 3 characters or more. */
const REASON_MIN_LENGTH = 3;

/**
 * « Rouvrir (actualisation) » on a delivered order (ADR 073): the transition the notary's
 * correction and the seller's free update take, with staff's reason, after a confirmation.
 * The delivered version stays in force until « Terminer » delivers the next one.
 */
export function ReopenOrder({ order }: { order: Order }) {
  const call = useResourcesCall();
  const dispatch = useDispatch();
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  if (!canTransition(order.state, 'need-refresh')) return null;

  async function confirm() {
    if (reason.trim().length < REASON_MIN_LENGTH) {
      setError('Indiquez pourquoi la commande est rouverte');
      return;
    }
    setBusy(true);
    try {
      const { message } = await call('reopenOrder', {
        orderid: order.orderid,
        account: order.account,
        reason: reason.trim(),
      });
      dispatch(shellActions.notify(message, 'success'));
      setAsking(false);
      setReason('');
    } catch {
      // the saga shows the server's message; the reason typed stays
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button type="button" $variant="secondary" onClick={() => setAsking(true)}>
        Rouvrir (actualisation)
      </Button>
      <ConfirmDialog
        open={asking}
        busy={busy}
        title={`Rouvrir la commande ${order.orderid} ?`}
        message="Elle repasse en production pour une nouvelle version ; la version livrée reste en vigueur jusqu’à ce que « Terminer » livre la suivante."
        confirmLabel="Rouvrir"
        onCancel={() => {
          setAsking(false);
          setError(undefined);
        }}
        onConfirm={() => void confirm()}
      >
        <TextField
          label="Motif"
          hint="Par exemple : assemblée générale du 18 mars 2027, comptes approuvés."
          value={reason}
          error={error}
          onChange={(event) => setReason(event.target.value)}
        />
      </ConfirmDialog>
    </>
  );
}
