import { Link } from 'react-router-dom';
import { orderPath } from '@ped/contracts/paths';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import styled from 'styled-components';
import { canBuyOffer, orderPathForSolution, solutionForOffer, type PlanCode } from '@ped/domain';
import { ORDER_LIST_SORTS, type OrderListItem } from '@ped/client';
import { Alert, ButtonLink, DataTable, PaymentIndicatorBadge, type DataTableColumn } from '@ped/ui';
import {
  organisationOrdersActions,
  selectOrganisationOrders,
} from '../../../shared/organisation-orders-store';
import { ORDER_SUMMARY_COLUMNS, orderNumberColumn } from '../../../shared/order-columns';
import { offerName, offerOf } from '../../../shared/order-display';

const Actions = styled.span`
  display: inline-flex;
  gap: 8px;
  flex-wrap: wrap;
  justify-content: flex-end;
`;

const COLUMNS: ReadonlyArray<DataTableColumn<OrderListItem>> = [
  orderNumberColumn({ linked: false }),
  ...ORDER_SUMMARY_COLUMNS,
  {
    key: 'paid',
    label: 'Paiement',
    autoWidth: true,
    searchable: false,
    format: (_value, order) => <PaymentIndicatorBadge paid={order.paid} pending={order.pending} />,
  },
];

/** Where "Commander à nouveau" leads: the order flow of the same offer, when the plan still sells it. */
function reorderPath(order: OrderListItem, plan: PlanCode): string | null {
  const offer = offerOf(order);
  const solution = offer && canBuyOffer(offer, plan) ? solutionForOffer(offer) : null;
  return solution ? orderPathForSolution(solution) : null;
}

/**
 * Accueil: every order of the organisation, whoever placed it (the account's own orders when
 * it has no organisation), a page at a time, with a quick re-order.
 */
export function OrganisationOrdersTable({
  plan,
  ofOrganisation,
}: {
  plan: PlanCode;
  ofOrganisation: boolean;
}) {
  const dispatch = useDispatch();
  const { items, total, query, error, loading } = useSelector(selectOrganisationOrders);

  useEffect(() => {
    dispatch(organisationOrdersActions.load());
  }, [dispatch]);

  return (
    <>
      {error ? <Alert variant="error">{error}</Alert> : null}
      <DataTable
        title={ofOrganisation ? 'Les commandes de votre organisation' : 'Vos commandes'}
        rows={items}
        columns={COLUMNS}
        rowKey={(order) => order.orderid}
        loading={loading}
        server={{
          total,
          query,
          onQueryChange: (next) => dispatch(organisationOrdersActions.load(next)),
          sortKeys: ORDER_LIST_SORTS,
          noun: { one: 'commande', other: 'commandes' },
        }}
        emptyMessage="Aucune commande pour le moment : commandez votre premier pré-état daté."
        // eight columns and two actions need about 1 100 px: narrower, each order is a card
        stackBelow={1100}
        actions={(order) => {
          const reorder = reorderPath(order, plan);
          return (
            <Actions>
              <ButtonLink
                as={Link}
                $variant="secondary"
                to={orderPath(order.orderid)}
                aria-label={`Voir la commande ${order.orderid}`}
              >
                Voir
              </ButtonLink>
              {reorder ? (
                <ButtonLink
                  as={Link}
                  $variant="ghost"
                  to={reorder}
                  aria-label={`Commander à nouveau (${offerName(order)}, comme la commande ${order.orderid})`}
                >
                  Commander à nouveau
                </ButtonLink>
              ) : null}
            </Actions>
          );
        }}
      />
    </>
  );
}
