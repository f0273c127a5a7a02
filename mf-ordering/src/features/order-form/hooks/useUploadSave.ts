import { useState } from 'react';
import type { OrderUploadChanges } from '../api/orders-api';

export type UploadSaveStatus = 'idle' | 'saving' | 'saved' | 'failed';

const messageOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'le service ne répond pas';

/**
 * Saves an upload's changes as they are made. What could not be saved is kept, merged with
 * what comes next, so 'Réessayer' (or the next change) sends it all again.
 */
export function useUploadSave(save: (changes: OrderUploadChanges) => Promise<void>) {
  const [status, setStatus] = useState<UploadSaveStatus>('idle');
  const [error, setError] = useState<string | null>(null);
  const [unsaved, setUnsaved] = useState<OrderUploadChanges>({});

  async function send(changes: OrderUploadChanges) {
    const all = { ...unsaved, ...changes };
    setStatus('saving');
    try {
      await save(all);
      setUnsaved({});
      setError(null);
      setStatus('saved');
    } catch (failure) {
      setUnsaved(all);
      setError(messageOf(failure));
      setStatus('failed');
    }
  }

  return { status, error, send, retry: () => send({}) };
}
