import type { WebhookDelivery, WebhookEndpoint } from '@ped/client';
import { formatDateTime, WEBHOOK_EVENT_LABELS } from '@ped/domain';
import { Alert, Badge, DataTable, type DataTableColumn } from '@ped/ui';
import { useDeliveryLog } from '../hooks/useDeliveryLog';

const COLUMNS: ReadonlyArray<DataTableColumn<WebhookDelivery>> = [
  { key: 'at', label: 'Date', format: (value) => formatDateTime(value as string) },
  {
    key: 'type',
    label: 'Événement',
    format: (value, row) => (
      <>
        {WEBHOOK_EVENT_LABELS[value as WebhookDelivery['type']]}
        {row.livemode ? null : ' (test)'}
      </>
    ),
  },
  {
    key: 'orderids',
    label: 'Commande',
    identifier: true,
    format: (value) => ((value as string[]).length ? (value as string[]).join(', ') : '—'),
  },
  { key: 'attempt', label: 'Essai', align: 'right', autoWidth: true },
  {
    key: 'status_code',
    label: 'Réponse',
    format: (value, row) => (
      <Badge $tone={row.succeeded ? 'success' : 'error'} title={row.error ?? undefined}>
        {value === null ? 'Aucune' : String(value)}
      </Badge>
    ),
    tooltip: (row) => row.error ?? row.response_excerpt,
  },
  {
    key: 'duration_ms',
    label: 'Durée',
    align: 'right',
    format: (value) => `${(value as number).toLocaleString('fr-FR')} ms`,
  },
  {
    key: 'next_retry',
    label: 'Prochain essai',
    format: (value) => (value ? formatDateTime(value as string) : '—'),
  },
];

/**
 * The delivery log of one endpoint, paged by the API, the latest try first: which event
 * about which order, which try, the answer's status and duration, and when the next try is
 * planned.
 */
export function DeliveryLog({ endpoint, version }: { endpoint: WebhookEndpoint; version: number }) {
  const log = useDeliveryLog(endpoint.id, version);
  return (
    <>
      {log.error ? <Alert variant="error">{log.error}</Alert> : null}
      <DataTable
        title={`Journal des envois — ${endpoint.url}`}
        rows={log.page.items}
        columns={COLUMNS}
        rowKey={(delivery) => delivery.id}
        searchable={false}
        loading={log.loading}
        emptyMessage="Aucun envoi pour le moment."
        server={{
          total: log.page.total,
          query: log.query,
          onQueryChange: log.setQuery,
          sortKeys: [],
          noun: { one: 'envoi', other: 'envois' },
        }}
      />
    </>
  );
}
