import { useCallback, useState } from 'react';
import { errorMessage } from '../../../shared/list-state';

/**
 * docs/product.md §4.5: billing setup and portal calls send the browser to the returned url. Kept in
 * state while the call runs so the button can say so; the error stays on screen.
 */
export function useRedirect(open: () => Promise<{ url: string }>) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const go = useCallback(async () => {
    setPending(true);
    setError(null);
    try {
      const { url } = await open();
      window.location.assign(url);
    } catch (caught) {
      setError(errorMessage(caught));
      setPending(false);
    }
  }, [open]);
  return { go, pending, error };
}
