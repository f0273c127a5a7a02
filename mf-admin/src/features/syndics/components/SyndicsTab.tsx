import { useEffect, useState } from 'react';
import type { Syndic } from '@ped/client';
import { DEFAULT_SORTS } from '@ped/domain';
import { Button, ConfirmDialog, DataTable, Stack, type DataTableColumn } from '@ped/ui';
import { useResourcesCall, useResourcesState } from '../../../store/resources/useResources';
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

/** Syndics, by name: create, edit, delete after confirmation. */
export function SyndicsTab() {
  const call = useResourcesCall();
  const { syndics } = useResourcesState();
  const [editing, setEditing] = useState<Syndic | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Syndic | null>(null);

  useEffect(() => {
    call('fetchSyndics').catch(() => undefined);
  }, [call]);

  return (
    <>
      <DataTable
        title="Syndics"
        rows={syndics}
        columns={COLUMNS}
        rowKey={(syndic) => syndic.id}
        initialSort={INITIAL_SORT}
        emptyMessage="Aucun syndic"
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
              ? call('createSyndic', input)
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
          if (deleting) call('deleteSyndic', deleting.id).catch(() => undefined);
          setDeleting(null);
        }}
      />
    </>
  );
}
