import { useEffect, useMemo, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { formatCents, isOutstandingOrder } from '@ped/domain';
import type { Order } from '@ped/client';
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
import {
  organisationOrdersActions,
  selectOrganisationOrders,
} from '../../../shared/organisation-orders-store';
import { ORDER_SUMMARY_COLUMNS, orderNumberColumn } from '../../../shared/order-columns';
import { usePayOutstanding } from '../hooks/usePayOutstanding';
import { orderTtcCents } from '../order-amount';

const amountText = (order: Order) => {
  const cents = orderTtcCents(order);
  return cents === null ? 'Sur devis' : formatCents(cents);
};

const COLUMNS: ReadonlyArray<DataTableColumn<Order>> = [
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

/** Facturation « encours »: orders in production not paid yet, several paid at once with a saved card. */
export function OutstandingOrders() {
  const dispatch = useDispatch();
  const { items, loading, error: loadError } = useSelector(selectOrganisationOrders);
  const { methods, default: defaultCard } = useSelector(selectBilling);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [pickedCard, setCard] = useState('');
  const card = pickedCard || defaultCard || methods[0]?.id || '';
  const { pay, pending, error } = usePayOutstanding();

  useEffect(() => {
    dispatch(organisationOrdersActions.load());
  }, [dispatch]);

  const outstanding = useMemo(() => items.filter(isOutstandingOrder), [items]);
  const payable = useMemo(
    () => outstanding.filter((order) => orderTtcCents(order) !== null),
    [outstanding],
  );
  // a paid order leaves the list: so does its selection
  const chosen = payable.filter((order) => selected.has(order.orderid));
  const total = chosen.reduce((sum, order) => sum + (orderTtcCents(order) ?? 0), 0);

  const toggle = (orderid: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(orderid)) next.delete(orderid);
      else next.add(orderid);
      return next;
    });
  const allChosen = payable.length > 0 && chosen.length === payable.length;

  async function submit() {
    if (
      await pay(
        chosen.map((order) => order.orderid),
        card,
      )
    )
      setSelected(new Set());
  }

  return (
    <Card title="Commandes à régler">
      <Stack $gap={12}>
        {loadError ? <Alert variant="error">{loadError}</Alert> : null}
        <DataTable
          ariaLabel="Commandes à régler"
          rows={outstanding}
          columns={COLUMNS}
          rowKey={(order) => order.orderid}
          initialSort={{ key: 'created', direction: 'asc' }}
          loading={loading}
          emptyMessage="Aucune commande à régler : tout est payé."
          actionsLabel="À régler"
          actions={(order) =>
            orderTtcCents(order) === null ? null : (
              <Checkbox
                label={<VisuallyHidden>Régler la commande {order.orderid}</VisuallyHidden>}
                checked={selected.has(order.orderid)}
                onChange={() => toggle(order.orderid)}
              />
            )
          }
          toolbar={
            payable.length > 1 ? (
              <Button
                type="button"
                $variant="ghost"
                onClick={() =>
                  setSelected(
                    allChosen ? new Set() : new Set(payable.map((order) => order.orderid)),
                  )
                }
              >
                {allChosen ? 'Tout désélectionner' : 'Tout sélectionner'}
              </Button>
            ) : null
          }
        />
        {outstanding.length > 0 && methods.length === 0 ? (
          <Alert variant="info">
            Enregistrez une carte ci-dessous pour régler plusieurs commandes en une fois.
          </Alert>
        ) : null}
        {methods.length > 0 && outstanding.length > 0 ? (
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
                  : `Régler ${chosen.length} commande${chosen.length > 1 ? 's' : ''} (${formatCents(total)} TTC)`}
            </Button>
          </Stack>
        ) : null}
        {error ? <Alert variant="error">{error}</Alert> : null}
      </Stack>
    </Card>
  );
}
