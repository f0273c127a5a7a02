import { useCallback, useEffect, useState } from 'react';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  fetchWebhookEndpoints,
  rotateWebhookSecret,
  sendWebhookTestEvent,
  updateWebhookEndpoint,
  type NewWebhookEndpoint,
  type WebhookEndpoint,
} from '@ped/client';
import { errorMessage } from '../../../shared/list-state';

/** A secret to show once, with what it belongs to. */
export interface ShownSecret {
  url: string;
  secret: string;
  rotated: boolean;
}

/**
 * The organisation's endpoints and what the owner does with them. Each action reloads the
 * list; its outcome is a French sentence (`notice`) or the API's error (`error`).
 */
export function useWebhookEndpoints() {
  const [endpoints, setEndpoints] = useState<WebhookEndpoint[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [secret, setSecret] = useState<ShownSecret | null>(null);

  const reload = useCallback(
    () =>
      fetchWebhookEndpoints()
        .then(setEndpoints, (caught) => setError(errorMessage(caught)))
        .finally(() => setLoading(false)),
    [],
  );
  useEffect(() => {
    void reload();
  }, [reload]);

  /** Runs one action; true when it succeeded (forms keep their values otherwise). */
  async function run(action: () => Promise<string | null>): Promise<boolean> {
    setError(null);
    setNotice(null);
    try {
      setNotice(await action());
      await reload();
      return true;
    } catch (caught) {
      setError(errorMessage(caught));
      return false;
    }
  }

  return {
    endpoints,
    loading,
    error,
    notice,
    secret,
    hideSecret: () => setSecret(null),
    create: (body: NewWebhookEndpoint) =>
      run(async () => {
        const created = await createWebhookEndpoint(body);
        setSecret({ url: created.endpoint.url, secret: created.secret, rotated: false });
        return null;
      }),
    rotate: (endpoint: WebhookEndpoint) =>
      run(async () => {
        const rotated = await rotateWebhookSecret(endpoint.id);
        setSecret({ url: endpoint.url, secret: rotated.secret, rotated: true });
        return null;
      }),
    setEnabled: (endpoint: WebhookEndpoint, enabled: boolean) =>
      run(async () => {
        await updateWebhookEndpoint(endpoint.id, {
          url: endpoint.url,
          events: endpoint.events,
          enabled,
        });
        return enabled
          ? `Webhook réactivé : ${endpoint.url}`
          : `Webhook désactivé : ${endpoint.url}`;
      }),
    remove: (endpoint: WebhookEndpoint) =>
      run(async () => {
        await deleteWebhookEndpoint(endpoint.id);
        return `Webhook supprimé : ${endpoint.url}`;
      }),
    sendTest: (endpoint: WebhookEndpoint) =>
      run(async () => (await sendWebhookTestEvent(endpoint.id)).message),
  };
}
