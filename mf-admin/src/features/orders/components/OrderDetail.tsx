import { orderPath } from '@ped/contracts/paths';
import { useState } from 'react';
import type { Order } from '@ped/client';
import { ORDER_STATE_LABELS, formatDateTime, paymentIndicator } from '@ped/domain';
import { Badge, Button, ButtonLink, Dialog, Stack } from '@ped/ui';
import { OrderActions } from './OrderActions';
import { OrderTools } from './OrderTools';
import { FiguresReview } from './FiguresReview';
import { BuildingRecordForm } from './BuildingRecordForm';
import { RefreshRequestNotice } from './RefreshRequestNotice';

const tone = { green: 'success', red: 'error', orange: 'warning' } as const;

/** One order in the panel: its detail page, its actions, the review of its figures and its building record. */
export function OrderDetail({ order, onClose }: { order: Order; onClose(): void }) {
  const [reviewing, setReviewing] = useState(false);
  const [recording, setRecording] = useState(false);
  const payment = paymentIndicator(order);
  const detailUrl = orderPath(order.orderid, order.account);
  return (
    <Dialog
      open
      title={`Commande ${order.orderid}`}
      onClose={onClose}
      width={reviewing || recording ? 980 : 640}
      actions={
        <Button type="button" $variant="secondary" onClick={onClose}>
          Fermer
        </Button>
      }
    >
      <Stack $gap={16}>
        <Stack $direction="row" $gap={8} $wrap $align="center">
          <Badge>{ORDER_STATE_LABELS[order.state]}</Badge>
          <Badge $tone={tone[payment.color]}>{payment.label}</Badge>
          <span>
            {order.account} — créée le {formatDateTime(order.created)}
          </span>
          <ButtonLink href={detailUrl} target="_blank" rel="noopener" $variant="ghost">
            Voir le détail
          </ButtonLink>
        </Stack>
        <RefreshRequestNotice order={order} />
        <OrderActions order={order} />
        <OrderTools order={order} />
        {reviewing ? (
          <FiguresReview order={order} />
        ) : (
          <Button type="button" $variant="secondary" onClick={() => setReviewing(true)}>
            Vérifier les montants
          </Button>
        )}
        {recording ? (
          <section aria-labelledby={`record-${order.orderid}`}>
            <h3 id={`record-${order.orderid}`}>Vie de la copropriété et dossier technique</h3>
            <BuildingRecordForm order={order} />
          </section>
        ) : (
          <Button type="button" $variant="secondary" onClick={() => setRecording(true)}>
            Vie de la copropriété et dossier technique
          </Button>
        )}
      </Stack>
    </Dialog>
  );
}
