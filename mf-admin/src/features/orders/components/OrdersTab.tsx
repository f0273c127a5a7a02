import { useCallback, useState } from 'react';
import { ORDER_LIST_SORTS, type OrderListItem } from '@ped/client';
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
import {
  Button,
  DataTable,
  Tabs,
  useTableQuery,
  type DataTableColumn,
  type TableQuery,
} from '@ped/ui';
import { useResourcesCall, useResourcesState } from '../../../store/resources/useResources';
import { usePagedLoad } from '../../../store/resources/usePagedLoad';
import { OrderDetail } from './OrderDetail';

const COLUMNS: Array<DataTableColumn<OrderListItem>> = [
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
  // the organisation's own file number (/api/v1): what its people quote on the phone
  { key: 'external_id', label: 'Dossier client', identifier: true },
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

/**
 * Admin order tabs (docs/product.md §4.4), each with its filter, newest first, a page at a time (ADR 050);
 * « Gérer » opens the whole order.
 */
export function OrdersTab() {
  const call = useResourcesCall();
  const { orders, order } = useResourcesState();
  const [tab, setTab] = useState(0);
  const [query, setQuery] = useTableQuery(INITIAL_SORT);
  const [openId, setOpenId] = useState<string | null>(null);
  const current = ADMIN_ORDER_TABS[tab]!;
  const load = useCallback(
    (page: TableQuery) =>
      call('fetchOrders', {
        states: current.states,
        pending: current.pending,
        toRefresh: current.toRefresh,
        ...page,
      }),
    [call, current],
  );
  const { loading } = usePagedLoad(load, query);

  function open(orderid: string) {
    setOpenId(orderid);
    call('openOrder', orderid).catch(() => setOpenId(null));
  }

  const opened = order?.orderid === openId ? order : null;
  const table = (
    <DataTable
      ariaLabel={`Commandes : ${current.label}`}
      rows={orders.items}
      columns={COLUMNS}
      rowKey={(row) => row.orderid}
      loading={loading}
      emptyMessage="Aucune commande"
      actionsLabel="Actions"
      actions={(row) => (
        <Button type="button" $variant="secondary" onClick={() => open(row.orderid)}>
          Gérer
        </Button>
      )}
      server={{
        total: orders.total,
        query,
        onQueryChange: setQuery,
        sortKeys: ORDER_LIST_SORTS,
        noun: { one: 'commande', other: 'commandes' },
      }}
    />
  );

  return (
    <>
      <Tabs
        label="Commandes par état"
        value={tab}
        onChange={(next) => {
          setTab(next);
          // another tab starts on its first page, with the same sort and search
          setQuery((shown) => ({ ...shown, page: 1 }));
        }}
        tabs={ADMIN_ORDER_TABS.map((t) => ({ id: t.key, label: t.label, content: table }))}
      />
      {opened && <OrderDetail order={opened} onClose={() => setOpenId(null)} />}
    </>
  );
}
