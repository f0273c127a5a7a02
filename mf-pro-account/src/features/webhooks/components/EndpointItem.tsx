import type { WebhookEndpoint } from '@ped/client';
import { formatDateTime, WEBHOOK_EVENT_LABELS } from '@ped/domain';
import { Badge, Button, Card, FactList, Stack } from '@ped/ui';

export interface EndpointActions {
  onTest(endpoint: WebhookEndpoint): void;
  onRotate(endpoint: WebhookEndpoint): void;
  onEnable(endpoint: WebhookEndpoint, enabled: boolean): void;
  onDelete(endpoint: WebhookEndpoint): void;
  onShowLog(endpoint: WebhookEndpoint): void;
}

function State({ endpoint }: { endpoint: WebhookEndpoint }) {
  if (endpoint.enabled)
    return endpoint.failing_since ? (
      <Badge $tone="warning">En échec depuis le {formatDateTime(endpoint.failing_since)}</Badge>
    ) : (
      <Badge $tone="success">Actif</Badge>
    );
  return (
    <Badge $tone="error">
      {endpoint.disabled_reason === 'failing' ? 'Désactivé après 24 h d’échecs' : 'Désactivé'}
    </Badge>
  );
}

/** One endpoint: where it sends, what, its state, and what the owner can do with it. */
export function EndpointItem({
  endpoint,
  onTest,
  onRotate,
  onEnable,
  onDelete,
  onShowLog,
}: { endpoint: WebhookEndpoint } & EndpointActions) {
  return (
    <Card aria-label={`Webhook ${endpoint.url}`}>
      <Stack $gap={12}>
        <Stack $direction="row" $gap={12} $align="center" $wrap>
          <code>{endpoint.url}</code>
          <State endpoint={endpoint} />
        </Stack>
        <FactList $muted>
          <dt>Événements</dt>
          <dd>{endpoint.events.map((type) => WEBHOOK_EVENT_LABELS[type]).join(', ')}</dd>
          <dt>Ajouté</dt>
          <dd>
            le {formatDateTime(endpoint.created)} par {endpoint.created_by}
          </dd>
          {endpoint.previous_secret_until ? (
            <>
              <dt>Ancien secret</dt>
              <dd>valable jusqu’au {formatDateTime(endpoint.previous_secret_until)}</dd>
            </>
          ) : null}
        </FactList>
        <Stack $direction="row" $gap={8} $wrap>
          <Button type="button" $variant="secondary" onClick={() => onTest(endpoint)}>
            Envoyer un événement de test
          </Button>
          <Button type="button" $variant="secondary" onClick={() => onShowLog(endpoint)}>
            Journal des envois
          </Button>
          <Button type="button" $variant="secondary" onClick={() => onRotate(endpoint)}>
            Renouveler le secret
          </Button>
          <Button
            type="button"
            $variant="ghost"
            onClick={() => onEnable(endpoint, !endpoint.enabled)}
          >
            {endpoint.enabled ? 'Désactiver' : 'Réactiver'}
          </Button>
          <Button
            type="button"
            $variant="danger"
            onClick={() => onDelete(endpoint)}
            aria-label={`Supprimer le webhook ${endpoint.url}`}
          >
            Supprimer
          </Button>
        </Stack>
      </Stack>
    </Card>
  );
}
