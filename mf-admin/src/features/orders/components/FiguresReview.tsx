import { useEffect, useState } from 'react';
import { useDispatch } from 'react-redux';
import styled from 'styled-components';
import type { FigureSource, Order, OrderFigures } from '@ped/client';
import { shellActions } from '@ped/contracts';
import { formatDate, formatEuros, type FinancialField } from '@ped/domain';
import { AmountField, Badge, Button, Select, Stack, VisuallyHidden } from '@ped/ui';
import { useResourcesCall } from '../../../store/resources/useResources';
import { openBlob } from '../hooks/saveBlob';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.9rem;
  td,
  th {
    padding: 6px 8px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
  }
  tbody th {
    font-weight: normal;
  }
`;

const Muted = styled.div`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.8rem;
`;

function describe(source: FigureSource): string {
  const value = source.value === null ? 'Non communiqué' : formatEuros(source.value);
  if (source.kind === 'form') return `${value} — formulaire du vendeur`;
  const when = source.at ? ` le ${formatDate(source.at)}` : '';
  if (source.kind === 'document')
    return `${value} — lu dans ${source.document_label ?? 'un document'} par ${source.by}${when}`;
  return `${value} — saisi par ${source.by}${when}`;
}

/**
 * Staff check the amounts before 'Terminer': every source of each figure, a flag where they
 * disagree, and a correction (read in a document, or the staff member's own).
 */
export function FiguresReview({ order }: { order: Order }) {
  const call = useResourcesCall();
  const dispatch = useDispatch();
  const [data, setData] = useState<OrderFigures | null>(null);
  const [edits, setEdits] = useState<
    Partial<Record<FinancialField, { text: string; euros: number | null }>>
  >({});
  const [documentId, setDocumentId] = useState('');
  const [busy, setBusy] = useState(false);
  const ref = { orderid: order.orderid, account: order.account };

  useEffect(() => {
    call('fetchFigures', { orderid: order.orderid, account: order.account }).then(
      setData,
      () => undefined,
    );
  }, [call, order.orderid, order.account]);

  const changed = Object.entries(edits).filter(
    ([, edit]) => edit && (edit.euros !== null || edit.text.trim() === ''),
  );

  async function save() {
    setBusy(true);
    try {
      const figures = changed.map(([field, edit]) => ({
        field: field as FinancialField,
        value: edit!.euros,
        ...(documentId ? { document_id: documentId } : {}),
      }));
      setData(await call('saveFigures', ref, figures));
      setEdits({});
      dispatch(shellActions.notify('Montants enregistrés', 'success'));
    } catch {
      // shown by the saga; the typed values stay
    } finally {
      setBusy(false);
    }
  }

  async function preview() {
    try {
      openBlob(await call('previewDocument', ref));
    } catch {
      // shown by the saga
    }
  }

  if (!data) return <Muted>Chargement des montants…</Muted>;
  return (
    <Stack $gap={12}>
      <Table aria-label="Montants du pré-état daté">
        <thead>
          <tr>
            <th scope="col">Montant</th>
            <th scope="col">Retenu et provenance</th>
            <th scope="col">Correction</th>
          </tr>
        </thead>
        <tbody>
          {data.figures.map((figure) => (
            <tr key={figure.field}>
              <th scope="row">
                {figure.label}
                <Muted>{figure.section}</Muted>
              </th>
              <td>
                <strong>
                  {figure.value === null ? 'Non communiqué' : formatEuros(figure.value)}
                </strong>{' '}
                {figure.disagreement && <Badge $tone="warning">Sources en désaccord</Badge>}
                {figure.sources.map((source, index) => (
                  <Muted key={index}>{describe(source)}</Muted>
                ))}
              </td>
              <td>
                <AmountField
                  label="Nouveau montant"
                  // the row says which amount; a screen reader gets it as the field's description
                  hint={<VisuallyHidden>{`${figure.label} (${figure.section})`}</VisuallyHidden>}
                  value={edits[figure.field]?.text ?? ''}
                  onChange={(text, euros) =>
                    setEdits((current) => ({ ...current, [figure.field]: { text, euros } }))
                  }
                  invalidMessage="Montant invalide"
                />
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      <Stack $direction="row" $gap={8} $align="end" $wrap>
        <Select
          label="Source des corrections"
          value={documentId}
          onChange={(event) => setDocumentId(event.target.value)}
          options={[
            { value: '', label: 'Ma saisie' },
            ...data.documents.map((d) => ({ value: d.id, label: `Lu dans : ${d.label}` })),
          ]}
        />
        <Button type="button" disabled={busy || changed.length === 0} onClick={() => void save()}>
          Enregistrer les montants
        </Button>
        <Button type="button" $variant="secondary" onClick={() => void preview()}>
          Aperçu du PDF
        </Button>
      </Stack>
    </Stack>
  );
}
