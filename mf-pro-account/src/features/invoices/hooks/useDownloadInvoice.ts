import { useCallback, useState } from 'react';
import { downloadInvoicePdf, type InvoiceSummary } from '@ped/client';
import { errorMessage } from '../../../shared/list-state';

/** Downloads an invoice PDF through the authenticated client and saves it under its number. */
export function useDownloadInvoice() {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const download = useCallback(async (invoice: InvoiceSummary) => {
    setBusy(invoice.id);
    setError(null);
    try {
      const blob = await downloadInvoicePdf(invoice);
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = `${invoice.number}.pdf`;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setBusy(null);
    }
  }, []);
  return { download, error, busy };
}
