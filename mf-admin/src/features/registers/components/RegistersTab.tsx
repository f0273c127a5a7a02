import { useEffect, useMemo, useState } from 'react';
import type { Register, RegisterDocument } from '@ped/client';
import { DEFAULT_SORTS, formatDateTime } from '@ped/domain';
import { Button, ConfirmDialog, DataTable, Stack, type DataTableColumn } from '@ped/ui';
import { useResourcesCall, useResourcesState } from '../../../store/resources/useResources';
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

/** Copropriétés, most recently updated first: create, delete after confirmation, documents. */
export function RegistersTab() {
  const call = useResourcesCall();
  const { registers, documents } = useResourcesState();
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<Register | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);

  useEffect(() => {
    call('fetchRegisters').catch(() => undefined);
    call('fetchDocuments').catch(() => undefined);
  }, [call]);

  const rows = useMemo<Row[]>(
    () =>
      registers.map((r) => ({
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
        initialSort={INITIAL_SORT}
        emptyMessage="Aucune copropriété"
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
          onSubmit={(input) => call('createRegister', input)}
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
          if (deleting) call('deleteRegister', deleting.id).catch(() => undefined);
          setDeleting(null);
        }}
      />
    </>
  );
}
