import { useCallback, useEffect, useState } from 'react';
import type { TableQuery } from '@ped/ui';

interface Request {
  load: (query: TableQuery) => Promise<unknown>;
  query: TableQuery;
  version: number;
}

/**
 * Loads the page a table asks for whenever its query (or `load`: the tab's filter) changes,
 * and again on `reload()` after a creation or a deletion. `loading` lasts until the latest
 * request has answered: an earlier one ending (or cancelled by the saga) does not end it.
 */
export function usePagedLoad(load: Request['load'], query: TableQuery) {
  const [version, setVersion] = useState(0);
  const [answered, setAnswered] = useState<Request | null>(null);
  useEffect(() => {
    const request = { load, query, version };
    load(query)
      .catch(() => undefined)
      .finally(() => setAnswered(request));
  }, [load, query, version]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const loading =
    answered?.load !== load || answered.query !== query || answered.version !== version;
  return { loading, reload };
}
