import { orderPath } from '@ped/contracts/paths';
import { Link } from 'react-router-dom';
import { formatDate, ORDER_STATE_LABELS, type OrderState } from '@ped/domain';
import type { OrderListItem } from '@ped/client';
import type { DataTableColumn } from '@ped/ui';
import { offerName, propertyAddress } from './order-display';

/** The order number, as a link to the order's page where a table offers no other way there. */
export const orderNumberColumn = ({
  linked,
}: {
  linked: boolean;
}): DataTableColumn<OrderListItem> => ({
  key: 'orderid',
  label: 'Commande',
  identifier: true,
  autoWidth: true,
  ...(linked
    ? { format: (value) => <Link to={orderPath(value as string)}>{value as string}</Link> }
    : {}),
});

/**
 * What every order table of the space shows: when, which property, the organisation's file
 * number (given by its software), which offer, who, where it stands.
 */
export const ORDER_SUMMARY_COLUMNS: ReadonlyArray<DataTableColumn<OrderListItem>> = [
  {
    key: 'created',
    label: 'Date',
    autoWidth: true,
    searchable: false,
    format: (value) => formatDate(value as string),
  },
  { key: 'property.address', label: 'Bien', format: (_value, order) => propertyAddress(order) },
  {
    key: 'external_id',
    label: 'N° de dossier',
    identifier: true,
    autoWidth: true,
    format: (value) => (value as string | null) ?? '—',
  },
  {
    key: 'payload.offer',
    label: 'Offre',
    autoWidth: true,
    format: (_value, order) => offerName(order),
  },
  { key: 'account', label: 'Commandée par', identifier: true },
  {
    key: 'state',
    label: 'État',
    autoWidth: true,
    format: (value) => ORDER_STATE_LABELS[value as OrderState],
  },
];
