import { useEffect, useState } from 'react';
import type { Order } from '@ped/client';
import {
  ADMIN_ORDER_TABS,
  DEFAULT_SORTS,
  OFFERS,
  ORDER_STATE_LABELS,
  formatDateTime,
  paymentIndicator,
  type OfferCode,
  type OrderState,
} from '@ped/domain';
import { Button, DataTable, Tabs, type DataTableColumn } from '@ped/ui';
import { useResourcesCall, useResourcesState } from '../../../store/resources/useResources';
import { OrderDetail } from './OrderDetail';

const COLUMNS: Array<DataTableColumn<Order>> = [
  { key: 'orderid', label: 'N°', identifier: true, autoWidth: true },
  { key: 'account', label: 'Client', identifier: true },
  { key: 'state', label: 'État', format: (value) => ORDER_STATE_LABELS[value as OrderState] },
  { key: 'payload.offer', label: 'Offre', autoWidth: true, format: (value) => offerName(value) },
  {
    key: 'paid',
    label: 'Paiement',
    format: (_value, order) => paymentIndicator(order).label,
    searchable: false,
  },
  { key: 'registration_id', label: 'Copropriété', identifier: true },
  {
    key: 'created',
    label: 'Créée le',
    format: (value) => formatDateTime(value as string),
    searchable: false,
  },
];

/** « Confort » rather than « cle »; an order without an offer yet shows nothing. */
const offerName = (code: unknown) =>
  typeof code === 'string' && code in OFFERS ? OFFERS[code as OfferCode].name : '';

const INITIAL_SORT = { key: DEFAULT_SORTS.orders.field, direction: DEFAULT_SORTS.orders.direction };

/** SPEC §4 admin order tabs, each with its filter, newest first. */
export function OrdersTab() {
  const call = useResourcesCall();
  const { orders } = useResourcesState();
  const [tab, setTab] = useState(0);
  const [openId, setOpenId] = useState<string | null>(null);
  const [loadedTab, setLoadedTab] = useState<string | null>(null);
  const current = ADMIN_ORDER_TABS[tab]!;
  const loading = loadedTab !== current.key;

  useEffect(() => {
    call('fetchOrders', { states: current.states, pending: current.pending })
      .catch(() => undefined)
      .finally(() => setLoadedTab(current.key));
  }, [call, current]);

  const opened = orders.find((o) => o.orderid === openId) ?? null;
  const table = (
    <DataTable
      ariaLabel={`Commandes : ${current.label}`}
      rows={orders}
      columns={COLUMNS}
      rowKey={(order) => order.orderid}
      initialSort={INITIAL_SORT}
      loading={loading}
      emptyMessage="Aucune commande"
      actionsLabel="Actions"
      actions={(order) => (
        <Button type="button" $variant="secondary" onClick={() => setOpenId(order.orderid)}>
          Gérer
        </Button>
      )}
    />
  );

  return (
    <>
      <Tabs
        label="Commandes par état"
        value={tab}
        onChange={setTab}
        tabs={ADMIN_ORDER_TABS.map((t) => ({ id: t.key, label: t.label, content: table }))}
      />
      {opened && <OrderDetail order={opened} onClose={() => setOpenId(null)} />}
    </>
  );
}
