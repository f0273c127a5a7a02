import { useCallback, useState } from 'react';
import { errorMessage } from './list-state';

/**
 * A form's call to the API: pending while it runs, the server's French message on failure.
 * The form keeps its own field state, so what was typed stays after an error.
 */
export function useSubmit() {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = useCallback(async <T>(call: () => Promise<T>): Promise<T | undefined> => {
    setPending(true);
    setError(null);
    try {
      return await call();
    } catch (caught) {
      setError(errorMessage(caught));
      return undefined;
    } finally {
      setPending(false);
    }
  }, []);
  return { pending, error, setError, run };
}
