import { useState, type FormEvent } from 'react';
import type { NewWebhookEndpoint } from '@ped/client';
import type { WebhookEventType } from '@ped/domain';
import { Button, Stack, TextField } from '@ped/ui';
import { FormFieldset } from '../../../shared/FormFieldset';
import { EventChoices } from './EventChoices';

/**
 * Adding an endpoint: its HTTPS address and the events it wants. What was typed stays when
 * the API refuses it (its French message says why), and is cleared once it is added.
 */
export function NewEndpointForm({ onAdd }: { onAdd(body: NewWebhookEndpoint): Promise<boolean> }) {
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEventType[]>([]);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSending(true);
    const added = await onAdd({ url: url.trim(), events });
    setSending(false);
    if (added) {
      setUrl('');
      setEvents([]);
    }
  }

  return (
    <form onSubmit={submit} aria-label="Ajouter un webhook">
      <FormFieldset disabled={sending}>
        <TextField
          label="Adresse HTTPS du webhook"
          placeholder="https://logiciel.exemple.fr/webhooks/pre-etat-date"
          type="url"
          inputMode="url"
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          maxLength={2000}
          required
        />
        <FormFieldset>
          <legend>Événements à recevoir</legend>
          <EventChoices value={events} onChange={setEvents} />
        </FormFieldset>
        <Stack $direction="row">
          <Button type="submit" disabled={!url.trim() || events.length === 0}>
            Ajouter le webhook
          </Button>
        </Stack>
      </FormFieldset>
    </form>
  );
}
