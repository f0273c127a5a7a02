import { useState } from 'react';
import { useDispatch } from 'react-redux';
import type { Order } from '@ped/client';
import { shellActions } from '@ped/contracts';
import { BILLING_MODE_VALUES, BILLING_MODES, type BillingMode } from '@ped/domain';
import { Button, ConfirmDialog, Select, Stack, saveBlob } from '@ped/ui';
import { useResourcesCall } from '../../../store/resources/useResources';
import { RegisterAssociation } from './RegisterAssociation';

type Pending = { kind: 'billing' } | { kind: 'archive' } | null;

/** Change the billing mode, download the archive (docs/product.md §4.2); the copropriété has its own part (RegisterAssociation). */
export function OrderTools({ order }: { order: Order }) {
  const call = useResourcesCall();
  const dispatch = useDispatch();
  const [mode, setMode] = useState<BillingMode>(order.billing_mode ?? 'card');
  const [pending, setPending] = useState<Pending>(null);
  const [busy, setBusy] = useState(false);
  const ref = { orderid: order.orderid, account: order.account };

  async function confirm() {
    if (!pending) return;
    setBusy(true);
    try {
      if (pending.kind === 'billing') {
        await call('setBillingMode', { ...ref, mode });
        dispatch(
          shellActions.notify(`Mode de facturation : ${BILLING_MODES[mode].label}`, 'success'),
        );
      } else {
        saveBlob(await call('downloadArchive', ref), `commande-${order.orderid}.zip`);
      }
    } catch {
      // shown by the saga
    } finally {
      setBusy(false);
      setPending(null);
    }
  }

  const titles = {
    billing: `Passer en « ${BILLING_MODES[mode].label} » ?`,
    archive: 'Générer l’archive ZIP ?',
  };

  return (
    <Stack $gap={12}>
      <RegisterAssociation order={order} />
      <Stack $direction="row" $gap={8} $align="end" $wrap>
        <Select
          label="Mode de facturation"
          value={mode}
          onChange={(event) => setMode(event.target.value as BillingMode)}
          options={BILLING_MODE_VALUES.map((value) => ({
            value,
            label: BILLING_MODES[value].label,
          }))}
        />
        <Button type="button" $variant="secondary" onClick={() => setPending({ kind: 'billing' })}>
          Changer le mode
        </Button>
        <Button type="button" $variant="secondary" onClick={() => setPending({ kind: 'archive' })}>
          Générer l’archive
        </Button>
      </Stack>
      <ConfirmDialog
        open={pending !== null}
        busy={busy}
        title={pending ? titles[pending.kind] : ''}
        onCancel={() => setPending(null)}
        onConfirm={() => void confirm()}
      />
    </Stack>
  );
}
