import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Alert, Button, DataTable, type DataTableColumn } from '@ped/ui';
import { formatCents, formatDate } from '@ped/domain';
import { INVOICE_LIST_SORTS, type InvoiceSummary } from '@ped/client';
import { invoicesActions, selectInvoices } from '../store/invoices-store';
import { useDownloadInvoice } from '../hooks/useDownloadInvoice';

const COLUMNS: ReadonlyArray<DataTableColumn<InvoiceSummary>> = [
  { key: 'number', label: 'Numéro', identifier: true, autoWidth: true },
  { key: 'date', label: 'Date', format: (value) => formatDate(value as string), autoWidth: true },
  {
    key: 'kind',
    label: 'Type',
    format: (value) => (value === 'credit_note' ? 'Avoir' : 'Facture'),
    autoWidth: true,
  },
  { key: 'orderids', label: 'Commandes', format: (value) => (value as string[]).join(', ') || '—' },
  { key: 'label', label: 'Désignation' },
  {
    key: 'ht_cents',
    label: 'HT',
    align: 'right',
    format: (value) => formatCents(value as number),
    searchable: false,
  },
  {
    key: 'ttc_cents',
    label: 'TTC',
    align: 'right',
    format: (value) => formatCents(value as number),
    searchable: false,
  },
];

/** The organisation's invoices and credit notes, each downloadable as a PDF. */
export function InvoicesTable() {
  const dispatch = useDispatch();
  const { items, total, query, error, loading } = useSelector(selectInvoices);
  const { download, error: downloadError, busy } = useDownloadInvoice();

  useEffect(() => {
    dispatch(invoicesActions.load());
  }, [dispatch]);

  return (
    <>
      {error ? <Alert variant="error">{error}</Alert> : null}
      {downloadError ? <Alert variant="error">{downloadError}</Alert> : null}
      <DataTable
        title="Factures et avoirs"
        rows={items}
        columns={COLUMNS}
        rowKey={(invoice) => invoice.id}
        loading={loading}
        server={{
          total,
          query,
          onQueryChange: (next) => dispatch(invoicesActions.load(next)),
          sortKeys: INVOICE_LIST_SORTS,
          noun: { one: 'facture ou avoir', other: 'factures et avoirs' },
        }}
        emptyMessage="Aucune facture pour le moment : elles apparaissent ici dès qu’un paiement est reçu."
        actionsLabel="PDF"
        actions={(invoice) => (
          <Button
            type="button"
            $variant="secondary"
            onClick={() => download(invoice)}
            disabled={busy === invoice.id}
            aria-label={`Télécharger ${invoice.kind === 'credit_note' ? 'l’avoir' : 'la facture'} ${invoice.number} en PDF`}
          >
            {busy === invoice.id ? 'Téléchargement…' : 'Télécharger'}
          </Button>
        )}
      />
    </>
  );
}
