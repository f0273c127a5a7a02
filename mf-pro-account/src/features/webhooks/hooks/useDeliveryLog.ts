import { useEffect, useState } from 'react';
import { fetchWebhookDeliveries, type WebhookDeliveryPage } from '@ped/client';
import { firstTableQuery, type TableQuery } from '@ped/ui';
import { errorMessage } from '../../../shared/list-state';

const EMPTY: WebhookDeliveryPage = { items: [], total: 0, page: 1, pageSize: 10 };

interface Loaded {
  /** what was asked: while it differs from the current ask, the page is loading */
  key: string;
  page: WebhookDeliveryPage;
  error: string | null;
}

/**
 * One page of an endpoint's delivery log, as the API pages it (latest first). `version`
 * changes when something was sent meanwhile (a test event): the page is read again. An
 * answer that comes back after the owner asked for another page is dropped.
 */
export function useDeliveryLog(endpointId: string, version: number) {
  const [query, setQuery] = useState<TableQuery>(() => firstTableQuery());
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const key = `${endpointId}|${query.page}|${query.pageSize}|${version}`;

  useEffect(() => {
    let current = true;
    fetchWebhookDeliveries(endpointId, { page: query.page, pageSize: query.pageSize }).then(
      (page) => {
        if (current) setLoaded({ key, page, error: null });
      },
      (caught) => {
        if (current)
          setLoaded((before) => ({
            key,
            page: before?.page ?? EMPTY,
            error: errorMessage(caught),
          }));
      },
    );
    return () => {
      current = false;
    };
  }, [endpointId, query.page, query.pageSize, key]);

  return {
    page: loaded?.page ?? EMPTY,
    query,
    setQuery,
    loading: loaded?.key !== key,
    error: loaded?.error ?? null,
  };
}
