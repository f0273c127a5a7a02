import { useCallback, useMemo, useState } from 'react';
import { REGISTER_LIST_SORTS, type Register, type RegisterDocument } from '@ped/client';
import { DEFAULT_SORTS, formatDateTime } from '@ped/domain';
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
import { DocumentChips } from './DocumentChips';
import { RegisterDocuments } from './RegisterDocuments';
import { RegisterForm } from './RegisterForm';

type Row = Register & { documents: RegisterDocument[] };

const COLUMNS: Array<DataTableColumn<Row>> = [
  { key: 'id', label: 'Immatriculation', identifier: true },
  { key: 'name', label: 'Nom' },
  { key: 'address', label: 'Adresse' },
  {
    key: 'documents',
    label: 'Documents',
    sortable: false,
    searchable: false,
    format: (_value, row) => <DocumentChips documents={row.documents} />,
  },
  {
    key: 'updated',
    label: 'Mise à jour',
    format: (value) => formatDateTime(value as string),
    searchable: false,
  },
];

const INITIAL_SORT = {
  key: DEFAULT_SORTS.registers.field,
  direction: DEFAULT_SORTS.registers.direction,
};

/**
 * Copropriétés, most recently updated first, a page at a time with their documents: create,
 * delete after confirmation, documents.
 */
export function RegistersTab() {
  const call = useResourcesCall();
  const { registers, documents } = useResourcesState();
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<Register | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);

  const [query, setQuery] = useTableQuery(INITIAL_SORT);
  const load = useCallback((page: TableQuery) => call('fetchRegisters', page), [call]);
  const { loading, reload } = usePagedLoad(load, query);

  // the documents as the panel changes them, on the page's copropriétés
  const rows = useMemo<Row[]>(
    () =>
      registers.items.map((r) => ({
        ...r,
        documents: documents.filter((d) => d.registration_id === r.id),
      })),
    [registers, documents],
  );
  const opened = rows.find((r) => r.id === openId) ?? null;

  return (
    <>
      <DataTable
        title="Copropriétés"
        rows={rows}
        columns={COLUMNS}
        rowKey={(register) => register.id}
        loading={loading}
        emptyMessage="Aucune copropriété"
        server={{
          total: registers.total,
          query,
          onQueryChange: setQuery,
          sortKeys: REGISTER_LIST_SORTS,
          noun: { one: 'copropriété', other: 'copropriétés' },
        }}
        toolbar={
          <Button type="button" onClick={() => setCreating(true)}>
            Ajouter une copropriété
          </Button>
        }
        actionsLabel="Actions"
        actions={(register) => (
          <Stack $direction="row" $gap={4}>
            <Button
              type="button"
              $variant="secondary"
              onClick={() => setOpenId(register.id)}
              aria-label={`Documents de ${register.id}`}
            >
              Documents
            </Button>
            <Button
              type="button"
              $variant="danger"
              onClick={() => setDeleting(register)}
              aria-label={`Supprimer ${register.id}`}
            >
              Supprimer
            </Button>
          </Stack>
        )}
      />
      {creating && (
        <RegisterForm
          onClose={() => setCreating(false)}
          onSubmit={(input) =>
            call('createRegister', input).then((created) => {
              reload();
              return created;
            })
          }
        />
      )}
      {opened && (
        <RegisterDocuments
          register={opened}
          documents={opened.documents}
          onClose={() => setOpenId(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        danger
        title={`Supprimer la copropriété ${deleting?.id ?? ''} ?`}
        message="La copropriété et ses documents seront supprimés."
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting)
            call('deleteRegister', deleting.id)
              .then(reload)
              .catch(() => undefined);
          setDeleting(null);
        }}
      />
    </>
  );
}
