import { Alert, Card, FreshnessNotice, Stack } from '@ped/ui';
import {
  addOrderShare,
  requestFreeUpdate,
  revokeOrderShare,
  setOrderDeedDay,
} from '../api/sharing-api';
import { useNewOrderFrom } from '../hooks/useNewOrderFrom';
import { useOrderSharing } from '../hooks/useOrderSharing';
import { AddRecipientForm } from './AddRecipientForm';
import { DeedDateForm } from './DeedDateForm';
import { FreeUpdate } from './FreeUpdate';
import { ShareList } from './ShareList';

export interface OrderSharingProps {
  orderid: string;
  /** the order's e-mail for a visitor; undefined when signed in */
  account: string | undefined;
  /** the order's e-mail, for the new order prefilled from this one */
  orderAccount: string;
  state: string;
  /** the order form as stored: the new order starts from it */
  stored: unknown;
  /** the order changed (back to production): reload it */
  onOrderChanged(): void;
}

/** The order page's notary space block: links, openings, revocation, deed date, free update. */
export function OrderSharing({
  orderid,
  account,
  orderAccount,
  state,
  stored,
  onOrderChanged,
}: OrderSharingProps) {
  const { sharing, error, notice, busy, run } = useOrderSharing(orderid, account, state);
  const newOrder = useNewOrderFrom(orderAccount, stored);
  if (!sharing) return error ? <Alert variant="error">{error}</Alert> : null;
  if (!sharing.available) return null;
  const delivered = state === 'done' || state === 'need-refresh';
  return (
    <>
      <Card title="Espace sécurisé partagé avec votre notaire">
        <Stack $gap={16}>
          <p>
            Votre notaire reçoit un lien vers le pré-état daté dès sa livraison. Partagez-le aussi
            avec le notaire de l’acquéreur ou votre agent : chacun reçoit son propre lien, que vous
            pouvez révoquer.
          </p>
          {notice ? <Alert variant="success">{notice}</Alert> : null}
          {error ? <Alert variant="error">{error}</Alert> : null}
          <ShareList
            shares={sharing.shares}
            busy={busy}
            onRevoke={(share) => void run(() => revokeOrderShare(orderid, share.id, account))}
          />
          <AddRecipientForm
            busy={busy}
            onAdd={(recipient) => run(() => addOrderShare(orderid, recipient, account))}
          />
          <DeedDateForm
            deedDay={sharing.deed_day}
            busy={busy}
            onSave={(deedDay) => run(() => setOrderDeedDay(orderid, deedDay, account))}
          />
        </Stack>
      </Card>
      {delivered ? (
        <Card title="Mise à jour de votre pré-état daté">
          <Stack $gap={12}>
            {sharing.freshness ? <FreshnessNotice freshness={sharing.freshness} /> : null}
            <FreeUpdate
              sharing={sharing}
              busy={busy}
              onNewOrder={newOrder}
              onRequest={async (reason) => {
                const done = await run(() => requestFreeUpdate(orderid, reason, account));
                if (done) onOrderChanged();
                return done;
              }}
            />
          </Stack>
        </Card>
      ) : null}
    </>
  );
}
