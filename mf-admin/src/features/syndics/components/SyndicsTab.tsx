import { useCallback, useState } from 'react';
import { SYNDIC_LIST_SORTS, type Syndic } from '@ped/client';
import { DEFAULT_SORTS } from '@ped/domain';
import {
  Button,
  ConfirmDialog,
  DataTable,
  Stack,
  useTableQuery,
  type DataTableColumn,
  type TableQuery,
} from '@ped/ui';
import { useResourcesCall, useResourcesState } from '../../../store/resources/useResources';
import { usePagedLoad } from '../../../store/resources/usePagedLoad';
import { SyndicForm } from './SyndicForm';

const COLUMNS: Array<DataTableColumn<Syndic>> = [
  { key: 'name', label: 'Nom' },
  { key: 'extranet', label: 'Extranet' },
  { key: 'logo', label: 'Logo' },
];

const INITIAL_SORT = {
  key: DEFAULT_SORTS.syndics.field,
  direction: DEFAULT_SORTS.syndics.direction,
};

/** Syndics, by name, a page at a time: create, edit, delete after confirmation. */
export function SyndicsTab() {
  const call = useResourcesCall();
  const { syndics } = useResourcesState();
  const [editing, setEditing] = useState<Syndic | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Syndic | null>(null);
  const [query, setQuery] = useTableQuery(INITIAL_SORT);
  const load = useCallback((page: TableQuery) => call('fetchSyndics', page), [call]);
  const { loading, reload } = usePagedLoad(load, query);

  return (
    <>
      <DataTable
        title="Syndics"
        rows={syndics.items}
        columns={COLUMNS}
        rowKey={(syndic) => syndic.id}
        loading={loading}
        emptyMessage="Aucun syndic"
        server={{
          total: syndics.total,
          query,
          onQueryChange: setQuery,
          sortKeys: SYNDIC_LIST_SORTS,
          noun: { one: 'syndic', other: 'syndics' },
        }}
        toolbar={
          <Button type="button" onClick={() => setEditing('new')}>
            Ajouter un syndic
          </Button>
        }
        actionsLabel="Actions"
        actions={(syndic) => (
          <Stack $direction="row" $gap={4}>
            <Button
              type="button"
              $variant="secondary"
              onClick={() => setEditing(syndic)}
              aria-label={`Modifier ${syndic.name}`}
            >
              Modifier
            </Button>
            <Button
              type="button"
              $variant="danger"
              onClick={() => setDeleting(syndic)}
              aria-label={`Supprimer ${syndic.name}`}
            >
              Supprimer
            </Button>
          </Stack>
        )}
      />
      {editing && (
        <SyndicForm
          syndic={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSubmit={(input) =>
            editing === 'new'
              ? call('createSyndic', input).then((created) => {
                  // the new syndic takes its place in the sorted pages
                  reload();
                  return created;
                })
              : call('updateSyndic', editing.id, input)
          }
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        danger
        title={`Supprimer le syndic ${deleting?.name ?? ''} ?`}
        message="Le syndic sera retiré de la liste."
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting)
            call('deleteSyndic', deleting.id)
              .then(reload)
              .catch(() => undefined);
          setDeleting(null);
        }}
      />
    </>
  );
}
