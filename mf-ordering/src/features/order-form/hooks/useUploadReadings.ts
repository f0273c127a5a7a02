import { isReadingPending } from '@ped/domain';
import { usePolling } from '@ped/ui';
import { loadReadings } from '../api/orders-api';
import { draftActions } from '../store/draft-actions';
import { useDraft } from './useDraft';

/**
 * While a document the seller sent is being read (ADR 064), asks where the readings stand
 * and brings each one that ended into the draft: its type and date, its figures for the
 * amounts step. Used by the whole order flow, so a reading that ends after the seller moved
 * on to another step still fills the amounts.
 */
export function useUploadReadings() {
  const { draft, dispatch } = useDraft();
  const { orderid, account } = draft;
  const uploads = draft.uploads ?? [];
  const pending = uploads.filter((upload) => isReadingPending(upload.reading));
  usePolling({
    active: Boolean(orderid) && pending.length > 0,
    // a document just sent is waited for from the shortest delay again
    restartOn: pending.map(({ id }) => id).join(),
    load: () => loadReadings(orderid!, account),
    onResult: (read) => {
      for (const { figures, ...upload } of read) {
        const shown = uploads.find(({ id }) => id === upload.id);
        if (isReadingPending(shown?.reading) && !isReadingPending(upload.reading))
          dispatch(draftActions.uploadRead(upload, figures));
      }
    },
  });
}
