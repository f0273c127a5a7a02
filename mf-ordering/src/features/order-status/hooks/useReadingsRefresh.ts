import { usePolling } from '@ped/ui';
import { isReadingPending } from '@ped/domain';
import { loadReadings, type OrderDetail } from '../api/order-status-api';

/**
 * While a document the customer added is being read (ADR 064), asks where the readings
 * stand and reloads the order once none is pending: its list then shows the types found.
 */
export function useReadingsRefresh(
  order: OrderDetail | null,
  account: string | null,
  reload: () => void,
) {
  usePolling({
    active: Boolean(order?.uploads.some((upload) => isReadingPending(upload.reading))),
    load: () => loadReadings(order!.orderid, account),
    onResult: (uploads) => {
      if (!uploads.some((upload) => isReadingPending(upload.reading))) reload();
    },
  });
}
