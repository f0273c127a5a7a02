import { useCallback, useState } from 'react';
import { downloadInvoicePdf, type InvoiceSummary } from '@ped/client';
import { saveBlob } from '@ped/ui';
import { errorMessage } from '../../../shared/list-state';

/** Downloads an invoice PDF through the authenticated client and saves it under its number. */
export function useDownloadInvoice() {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const download = useCallback(async (invoice: InvoiceSummary) => {
    setBusy(invoice.id);
    setError(null);
    try {
      saveBlob(await downloadInvoicePdf(invoice), `${invoice.number}.pdf`);
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setBusy(null);
    }
  }, []);
  return { download, error, busy };
}
