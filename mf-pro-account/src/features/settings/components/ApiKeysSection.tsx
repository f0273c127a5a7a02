import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { PRO_ACCOUNT_PATHS } from '@ped/contracts';
import {
  API_KEY_HEADER,
  createApiKey,
  fetchApiKeys,
  revokeApiKey,
  type ApiKeySummary,
} from '@ped/client';
import {
  API_KEY_BOUNDS,
  API_KEY_MODES,
  API_KEY_REACH,
  API_KEY_SCOPES,
  formatDateTime,
  type ApiKeyMode,
  type ApiKeyScope,
} from '@ped/domain';
import {
  Alert,
  Button,
  Card,
  ConfirmDialog,
  DataTable,
  RadioGroup,
  Stack,
  TextField,
  type DataTableColumn,
} from '@ped/ui';
import { errorMessage } from '../../../shared/list-state';

const COLUMNS: ReadonlyArray<DataTableColumn<ApiKeySummary>> = [
  { key: 'name', label: 'Nom' },
  {
    key: 'prefix',
    label: 'Début de la clé',
    identifier: true,
    autoWidth: true,
    format: (value) => <code>{`${value as string}…`}</code>,
  },
  {
    key: 'mode',
    label: 'Mode',
    format: (value) => API_KEY_MODES[value as ApiKeyMode],
  },
  {
    key: 'scope',
    label: 'Droits',
    format: (value) => API_KEY_SCOPES[value as ApiKeyScope],
  },
  { key: 'created_by', label: 'Créée par' },
  { key: 'created', label: 'Créée le', format: (value) => formatDateTime(value as string) },
  {
    key: 'last_used',
    label: 'Dernière utilisation',
    format: (value) => (value ? formatDateTime(value as string) : 'Jamais'),
  },
  {
    key: 'revoked',
    label: 'État',
    format: (value) => (value ? `Révoquée le ${formatDateTime(value as string)}` : 'Active'),
  },
];

const MODE_OPTIONS = (['live', 'test'] as const).map((value) => ({
  value,
  label: API_KEY_MODES[value],
}));
const SCOPE_OPTIONS = (['full', 'read'] as const).map((value) => ({
  value,
  label: API_KEY_SCOPES[value],
}));

/**
 * Paramètres, plans with use_api: keys the organisation's software calls the API with, each
 * for production or test and complete or read-only (docs/decisions/049-api-keys-scopes-test-mode.md).
 */
export function ApiKeysSection() {
  const [keys, setKeys] = useState<ApiKeySummary[]>([]);
  const [name, setName] = useState('');
  const [mode, setMode] = useState<ApiKeyMode>('live');
  const [scope, setScope] = useState<ApiKeyScope>('full');
  const [secret, setSecret] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [toRevoke, setToRevoke] = useState<ApiKeySummary | null>(null);

  const reload = useCallback(
    () => fetchApiKeys().then(setKeys, (caught) => setError(errorMessage(caught))),
    [],
  );
  useEffect(() => {
    void reload();
  }, [reload]);

  async function create(event: FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      const created = await createApiKey({ name: name.trim(), mode, scope });
      setSecret(created.secret);
      // the form keeps what was typed until the key exists
      setName('');
      await reload();
    } catch (caught) {
      setError(errorMessage(caught));
    }
  }

  async function revoke(key: ApiKeySummary) {
    setToRevoke(null);
    try {
      await revokeApiKey(key.id);
      await reload();
    } catch (caught) {
      setError(errorMessage(caught));
    }
  }

  return (
    <Card title="Clés d’API">
      <Stack $gap={12}>
        <p>
          Votre logiciel appelle l’API avec l’en-tête <code>{API_KEY_HEADER}</code>, jusqu’à la
          révocation de la clé. {API_KEY_REACH} {API_KEY_BOUNDS}
        </p>
        <p>
          Une clé de test passe des commandes de test, jamais produites ni facturées, que
          l’intégration fait avancer elle-même ; une clé en lecture seule ne fait que consulter.
          Tout est expliqué, exemples compris, dans la{' '}
          <Link to={PRO_ACCOUNT_PATHS.api}>documentation de l’API</Link>.
        </p>
        {secret ? (
          <Alert
            variant="success"
            title="Copiez votre clé maintenant : elle ne sera plus jamais affichée."
            onClose={() => setSecret(null)}
          >
            <code data-testid="api-key-secret">{secret}</code>
          </Alert>
        ) : null}
        {error ? <Alert variant="error">{error}</Alert> : null}
        <form onSubmit={create} aria-label="Créer une clé d’API">
          <Stack $gap={12}>
            <TextField
              label="Nom de la clé"
              placeholder="ex. Logiciel de transaction"
              value={name}
              onChange={(event) => setName(event.target.value)}
              maxLength={80}
              required
            />
            <Stack $direction="row" $gap={24} $wrap>
              <RadioGroup<ApiKeyMode>
                legend="Mode"
                name="api-key-mode"
                inline
                value={mode}
                onChange={setMode}
                options={MODE_OPTIONS}
              />
              <RadioGroup<ApiKeyScope>
                legend="Droits"
                name="api-key-scope"
                inline
                value={scope}
                onChange={setScope}
                options={SCOPE_OPTIONS}
              />
            </Stack>
            <div>
              <Button type="submit" disabled={!name.trim()}>
                Créer une clé
              </Button>
            </div>
          </Stack>
        </form>
        <DataTable
          ariaLabel="Clés d’API"
          rows={keys}
          columns={COLUMNS}
          rowKey={(key) => key.id}
          searchable={false}
          emptyMessage="Aucune clé pour le moment."
          actionsLabel="Révoquer"
          actions={(key) =>
            key.revoked ? null : (
              <Button
                type="button"
                $variant="danger"
                onClick={() => setToRevoke(key)}
                aria-label={`Révoquer la clé ${key.name}`}
              >
                Révoquer
              </Button>
            )
          }
        />
      </Stack>
      <ConfirmDialog
        open={toRevoke !== null}
        title="Révoquer cette clé ?"
        message={`Les logiciels qui utilisent la clé « ${toRevoke?.name ?? ''} » ne pourront plus appeler l’API.`}
        confirmLabel="Révoquer"
        danger
        onConfirm={() => toRevoke && revoke(toRevoke)}
        onCancel={() => setToRevoke(null)}
      />
    </Card>
  );
}
