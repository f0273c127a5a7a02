import { orderPath } from '@ped/contracts/paths';
import { useState, type ComponentType, type ReactNode } from 'react';
import type { Order } from '@ped/client';
import { ORDER_STATE_LABELS, formatDateTime, paymentIndicator } from '@ped/domain';
import { Badge, Button, ButtonLink, Dialog, Stack } from '@ped/ui';
import { OrderActions } from './OrderActions';
import { OrderTools } from './OrderTools';
import { FiguresReview } from './FiguresReview';
import { BuildingRecordForm } from './BuildingRecordForm';
import { SaleDetailsForm } from './SaleDetailsForm';
import { RefreshRequestNotice } from './RefreshRequestNotice';
import { FreshnessAlertNotice } from './FreshnessAlertNotice';
import { DocumentReadings } from './DocumentReadings';

const tone = { green: 'success', red: 'error', orange: 'warning' } as const;

type Part = 'figures' | 'details' | 'record';

/** The preparation of the document, in the order staff work through it. */
const PARTS: Array<{ part: Part; title: string; Form: ComponentType<{ order: Order }> }> = [
  { part: 'figures', title: 'Vérifier les montants', Form: FiguresReview },
  { part: 'details', title: 'Dates, lots et syndic', Form: SaleDetailsForm },
  {
    part: 'record',
    title: 'Organisation, vie de la copropriété et dossier technique',
    Form: BuildingRecordForm,
  },
];

/** A part of the order's preparation, opened on demand (each loads or shows a lot). */
function Unfolding({
  id,
  title,
  open,
  onOpen,
  children,
}: {
  id: string;
  title: string;
  open: boolean;
  onOpen(): void;
  children: ReactNode;
}) {
  if (!open)
    return (
      <Button type="button" $variant="secondary" onClick={onOpen}>
        {title}
      </Button>
    );
  return (
    <section aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {children}
    </section>
  );
}

/** One order in the panel: its detail page, its actions, the review of its figures, its sale details and its building record. */
export function OrderDetail({ order, onClose }: { order: Order; onClose(): void }) {
  const [opened, setOpened] = useState<Part[]>([]);
  const payment = paymentIndicator(order);
  const detailUrl = orderPath(order.orderid, order.account);
  return (
    <Dialog
      open
      title={`Commande ${order.orderid}`}
      onClose={onClose}
      width={opened.length ? 980 : 640}
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
            {order.external_id ? ` — dossier client ${order.external_id}` : ''}
          </span>
          <ButtonLink href={detailUrl} target="_blank" rel="noopener" $variant="ghost">
            Voir le détail
          </ButtonLink>
        </Stack>
        <RefreshRequestNotice order={order} />
        <FreshnessAlertNotice order={order} />
        <DocumentReadings order={order} />
        <OrderActions order={order} />
        <OrderTools order={order} />
        {PARTS.map(({ part, title, Form }) => (
          <Unfolding
            key={part}
            id={`${part}-${order.orderid}`}
            title={title}
            open={opened.includes(part)}
            onOpen={() => setOpened((current) => [...current, part])}
          >
            <Form order={order} />
          </Unfolding>
        ))}
      </Stack>
    </Dialog>
  );
}
