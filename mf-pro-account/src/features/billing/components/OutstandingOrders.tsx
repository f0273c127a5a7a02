import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { formatCents } from '@ped/domain';
import { ORDER_LIST_SORTS, type OrderListItem } from '@ped/client';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  DataTable,
  Select,
  Stack,
  VisuallyHidden,
  type DataTableColumn,
} from '@ped/ui';
import { cardLabel, selectBilling } from '../../../shared/billing-store';
import { ORDER_SUMMARY_COLUMNS, orderNumberColumn } from '../../../shared/order-columns';
import { usePayOutstanding } from '../hooks/usePayOutstanding';
import { orderTtcCents } from '../order-amount';
import {
  outstandingOrdersActions,
  selectOutstandingOrders,
} from '../store/outstanding-orders-store';

const amountText = (order: OrderListItem) => {
  const cents = orderTtcCents(order);
  return cents === null ? 'Sur devis' : formatCents(cents);
};

const COLUMNS: ReadonlyArray<DataTableColumn<OrderListItem>> = [
  orderNumberColumn({ linked: true }),
  ...ORDER_SUMMARY_COLUMNS,
  {
    key: 'payload.options',
    label: 'Montant TTC',
    align: 'right',
    autoWidth: true,
    sortable: false,
    searchable: false,
    format: (_value, order) => amountText(order),
  },
];

/**
 * Facturation « encours »: orders in production not paid yet, a page at a time (the API
 * filters them), several paid at once with a saved card, chosen across pages.
 */
export function OutstandingOrders() {
  const dispatch = useDispatch();
  const { items, total, query, loading, error: loadError } = useSelector(selectOutstandingOrders);
  const { methods, default: defaultCard } = useSelector(selectBilling);
  // the chosen orders themselves, so that a choice on another page still counts
  const [selected, setSelected] = useState<ReadonlyMap<string, OrderListItem>>(new Map());
  const [pickedCard, setCard] = useState('');
  const card = pickedCard || defaultCard || methods[0]?.id || '';
  const { pay, pending, error } = usePayOutstanding();

  useEffect(() => {
    dispatch(outstandingOrdersActions.load());
  }, [dispatch]);

  const payable = items.filter((order) => orderTtcCents(order) !== null);
  const chosen = [...selected.values()];
  const amount = chosen.reduce((sum, order) => sum + (orderTtcCents(order) ?? 0), 0);

  const toggle = (order: OrderListItem) =>
    setSelected((current) => {
      const next = new Map(current);
      if (next.has(order.orderid)) next.delete(order.orderid);
      else next.set(order.orderid, order);
      return next;
    });
  const allChosen = payable.length > 0 && payable.every((order) => selected.has(order.orderid));
  const choosePage = () =>
    setSelected((current) => {
      const next = new Map(current);
      for (const order of payable)
        if (allChosen) next.delete(order.orderid);
        else next.set(order.orderid, order);
      return next;
    });

  async function submit() {
    if (
      await pay(
        chosen.map((order) => order.orderid),
        card,
      )
    )
      setSelected(new Map());
  }

  return (
    <Card title="Commandes à régler">
      <Stack $gap={12}>
        {loadError ? <Alert variant="error">{loadError}</Alert> : null}
        <DataTable
          ariaLabel="Commandes à régler"
          rows={items}
          columns={COLUMNS}
          rowKey={(order) => order.orderid}
          loading={loading}
          server={{
            total,
            query,
            onQueryChange: (next) => dispatch(outstandingOrdersActions.load(next)),
            sortKeys: ORDER_LIST_SORTS,
            noun: { one: 'commande à régler', other: 'commandes à régler' },
          }}
          emptyMessage="Aucune commande à régler : tout est payé."
          actionsLabel="À régler"
          actions={(order) =>
            orderTtcCents(order) === null ? null : (
              <Checkbox
                label={<VisuallyHidden>Régler la commande {order.orderid}</VisuallyHidden>}
                checked={selected.has(order.orderid)}
                onChange={() => toggle(order)}
              />
            )
          }
          toolbar={
            payable.length > 1 ? (
              <Button type="button" $variant="ghost" onClick={choosePage}>
                {allChosen ? 'Tout désélectionner' : 'Tout sélectionner'}
              </Button>
            ) : null
          }
        />
        {total > 0 && methods.length === 0 ? (
          <Alert variant="info">
            Enregistrez une carte ci-dessous pour régler plusieurs commandes en une fois.
          </Alert>
        ) : null}
        {methods.length > 0 && total > 0 ? (
          <Stack $direction="row" $gap={12} $align="end" $wrap>
            <Select
              label="Carte utilisée"
              value={card}
              onChange={(event) => setCard(event.target.value)}
              options={methods.map((method) => ({ value: method.id, label: cardLabel(method) }))}
            />
            <Button
              type="button"
              onClick={submit}
              disabled={pending || chosen.length === 0 || !card}
            >
              {pending
                ? 'Paiement en cours…'
                : chosen.length === 0
                  ? 'Sélectionnez les commandes à régler'
                  : `Régler ${chosen.length} commande${chosen.length > 1 ? 's' : ''} (${formatCents(amount)} TTC)`}
            </Button>
          </Stack>
        ) : null}
        {error ? <Alert variant="error">{error}</Alert> : null}
      </Stack>
    </Card>
  );
}
