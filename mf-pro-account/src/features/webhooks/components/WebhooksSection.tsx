import { useState } from 'react';
import type { WebhookEndpoint } from '@ped/client';
import {
  hasFeature,
  WEBHOOK_RETRY_HOURS,
  WEBHOOK_SECRET_OVERLAP_HOURS,
  WEBHOOK_SIGNATURE_HEADER,
} from '@ped/domain';
import { Alert, Card, ConfirmDialog, Stack } from '@ped/ui';
import { useProSession } from '../../../shared/useProSession';
import { useWebhookEndpoints } from '../hooks/useWebhookEndpoints';
import { DeliveryLog } from './DeliveryLog';
import { EndpointItem } from './EndpointItem';
import { NewEndpointForm } from './NewEndpointForm';

/**
 * Paramètres › Webhooks (ADR 048): the owner of an organisation with the API tells us where
 * its software listens; we POST it the events it chose, signed. Collaborators only read why
 * they cannot; plans without the API see nothing (the API keys section says it already).
 */
export function WebhooksSection() {
  const { session, plan } = useProSession();
  if (!hasFeature(plan, 'use_api')) return null;
  if (session?.role !== 'owner')
    return (
      <Alert variant="info" title="Webhooks">
        Les webhooks de votre organisation sont gérés par l’administrateur du compte.
      </Alert>
    );
  return <OwnerWebhooks />;
}

function OwnerWebhooks() {
  const webhooks = useWebhookEndpoints();
  const [toDelete, setToDelete] = useState<WebhookEndpoint | null>(null);
  // a new secret breaks the receiver's check after the overlap: the owner confirms first
  const [toRotate, setToRotate] = useState<WebhookEndpoint | null>(null);
  const [logOf, setLogOf] = useState<string | null>(null);
  // a test event lands in the log: the open log reads its page again
  const [sent, setSent] = useState(0);
  const shown = webhooks.endpoints.find((endpoint) => endpoint.id === logOf) ?? null;

  return (
    <Card title="Webhooks">
      <Stack $gap={16}>
        <p>
          Vos logiciels sont prévenus dès qu’une commande change d’état ou qu’une facture est émise
          : nous envoyons un POST JSON à l’adresse de votre choix, signé dans l’en-tête{' '}
          <code>{WEBHOOK_SIGNATURE_HEADER}</code> (<code>t=…,v1=…</code>, HMAC-SHA256 de{' '}
          <code>t + "." + corps</code> avec votre secret). Une réponse 2xx vaut accusé de réception
          ; sinon nous réessayons pendant {WEBHOOK_RETRY_HOURS} h, puis désactivons l’adresse et
          vous prévenons par e-mail.
        </p>
        {webhooks.secret ? (
          <Alert
            variant="success"
            title="Copiez le secret de signature maintenant : il ne sera plus jamais affiché."
            onClose={webhooks.hideSecret}
          >
            <Stack $gap={8}>
              <code data-testid="webhook-secret">{webhooks.secret.secret}</code>
              <span>
                {webhooks.secret.rotated
                  ? `Nouveau secret de ${webhooks.secret.url} : l’ancien signe encore les envois pendant ${WEBHOOK_SECRET_OVERLAP_HOURS} h, le temps de mettre votre logiciel à jour.`
                  : `Secret de ${webhooks.secret.url}.`}
              </span>
            </Stack>
          </Alert>
        ) : null}
        {webhooks.notice ? <Alert variant="info">{webhooks.notice}</Alert> : null}
        {webhooks.error ? <Alert variant="error">{webhooks.error}</Alert> : null}
        <NewEndpointForm onAdd={webhooks.create} />
        {webhooks.loading ? null : webhooks.endpoints.length === 0 ? (
          <p>Aucun webhook pour le moment.</p>
        ) : (
          webhooks.endpoints.map((endpoint) => (
            <EndpointItem
              key={endpoint.id}
              endpoint={endpoint}
              onTest={(target) => void webhooks.sendTest(target).then(() => setSent((n) => n + 1))}
              onRotate={setToRotate}
              onEnable={(target, enabled) => void webhooks.setEnabled(target, enabled)}
              onDelete={setToDelete}
              onShowLog={(target) => setLogOf(target.id)}
            />
          ))
        )}
        {shown ? <DeliveryLog endpoint={shown} version={sent} /> : null}
      </Stack>
      <ConfirmDialog
        open={toRotate !== null}
        title="Renouveler le secret de ce webhook ?"
        message={`Un nouveau secret signera les envois à ${toRotate?.url ?? ''}. L’ancien les signe encore pendant ${WEBHOOK_SECRET_OVERLAP_HOURS} h : mettez votre logiciel à jour dans ce délai.`}
        confirmLabel="Renouveler"
        onConfirm={() => {
          if (toRotate) void webhooks.rotate(toRotate);
          setToRotate(null);
        }}
        onCancel={() => setToRotate(null)}
      />
      <ConfirmDialog
        open={toDelete !== null}
        title="Supprimer ce webhook ?"
        message={`Plus aucun événement ne sera envoyé à ${toDelete?.url ?? ''}, et son journal des envois sera effacé.`}
        confirmLabel="Supprimer"
        danger
        onConfirm={() => {
          if (toDelete) void webhooks.remove(toDelete);
          setToDelete(null);
        }}
        onCancel={() => setToDelete(null)}
      />
    </Card>
  );
}
