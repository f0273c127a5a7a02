import { useEffect, useState } from 'react';
import { useDispatch } from 'react-redux';
import styled from 'styled-components';
import type { FigureEdit, FigureSource, Order, OrderFigure, OrderFigures } from '@ped/client';
import { shellActions } from '@ped/contracts';
import { figureSectionLabel, formatDate, formatEuros, type FinancialField } from '@ped/domain';
import {
  AmountField,
  Badge,
  Button,
  Select,
  Stack,
  TextField,
  VisuallyHidden,
  openBlob,
} from '@ped/ui';
import { useResourcesCall } from '../../../store/resources/useResources';
import { DocumentChecklist } from './DocumentChecklist';

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
  const when = `${source.at ? ` le ${formatDate(source.at)}` : ''}${source.reason ? ` (motif : ${source.reason})` : ''}`;
  if (source.kind === 'document')
    return `${value} — lu dans ${source.document_label ?? 'un document'} par ${source.by}${when}`;
  return `${value} — saisi par ${source.by}${when}`;
}

/** A figure is edited per lot: the same field appears once for each lot of the order. */
const keyOf = (figure: Pick<OrderFigure, 'field' | 'lot'>) => `${figure.field}:${figure.lot ?? ''}`;

interface Edit {
  field: FinancialField;
  lot: string | null;
  text: string;
  euros: number | null;
  reason: string;
}

/** Only a typed amount, a cleared field or a reason is sent. */
const toSave = (edit: Edit) => edit.euros !== null || edit.text.trim() === '' || edit.reason.trim();

/**
 * Staff check the amounts before 'Terminer': every source of each figure, per lot, a flag
 * where they disagree (settled by a value and a reason, kept in the history), a correction
 * (read in a document, or the staff member's own), and the checklist « Terminer » waits for.
 */
export function FiguresReview({ order }: { order: Order }) {
  const call = useResourcesCall();
  const dispatch = useDispatch();
  const [data, setData] = useState<OrderFigures | null>(null);
  const [edits, setEdits] = useState<Record<string, Edit>>({});
  const [documentId, setDocumentId] = useState('');
  const [busy, setBusy] = useState(false);
  const ref = { orderid: order.orderid, account: order.account };

  useEffect(() => {
    call('fetchFigures', { orderid: order.orderid, account: order.account }).then(
      setData,
      () => undefined,
    );
  }, [call, order.orderid, order.account]);

  const changed = Object.values(edits).filter(toSave);

  function edit(figure: OrderFigure, change: Partial<Edit>) {
    setEdits((current) => {
      const previous = current[keyOf(figure)] ?? {
        field: figure.field,
        lot: figure.lot,
        // a reason alone confirms the value printed now
        text: figure.value === null ? '' : String(figure.value).replace('.', ','),
        euros: figure.value,
        reason: '',
      };
      return { ...current, [keyOf(figure)]: { ...previous, ...change } };
    });
  }

  async function save() {
    setBusy(true);
    try {
      const figures = changed.map((e): FigureEdit => ({
        field: e.field,
        value: e.euros,
        ...(e.lot ? { lot: e.lot } : {}),
        ...(documentId ? { document_id: documentId } : {}),
        ...(e.reason.trim() ? { reason: e.reason.trim() } : {}),
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
  const sellerTotal = (field: FinancialField) =>
    data.seller_totals.find((t) => t.field === field)?.value;
  return (
    <Stack $gap={12}>
      <DocumentChecklist checks={data.checklist} />
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
            <tr key={keyOf(figure)}>
              <th scope="row">
                {figure.label}
                <Muted>
                  {figureSectionLabel(figure.section)}
                  {figure.lot ? ` — lot ${figure.lot}` : ''}
                </Muted>
                {figure.lot && sellerTotal(figure.field) !== undefined && (
                  <Muted>
                    Total déclaré par le vendeur pour la vente :{' '}
                    {formatEuros(sellerTotal(figure.field)!)}
                  </Muted>
                )}
              </th>
              <td>
                <strong>
                  {figure.value === null ? 'Non communiqué' : formatEuros(figure.value)}
                </strong>{' '}
                {figure.disagreement &&
                  (figure.resolved ? (
                    <Badge $tone="success">Désaccord tranché</Badge>
                  ) : (
                    <Badge $tone="warning">Sources en désaccord</Badge>
                  ))}
                {figure.sources.map((source, index) => (
                  <Muted key={index}>{describe(source)}</Muted>
                ))}
              </td>
              <td>
                <AmountField
                  label="Nouveau montant"
                  // the row says which amount; a screen reader gets it as the field's description
                  hint={
                    <VisuallyHidden>{`${figure.label} (${figureSectionLabel(figure.section)}${figure.lot ? `, lot ${figure.lot}` : ''})`}</VisuallyHidden>
                  }
                  value={edits[keyOf(figure)]?.text ?? ''}
                  onChange={(text, euros) => edit(figure, { text, euros })}
                  invalidMessage="Montant invalide"
                />
                {figure.disagreement && !figure.resolved && (
                  <TextField
                    label="Motif du choix"
                    hint="Le montant retenu et ce motif restent dans l’historique"
                    value={edits[keyOf(figure)]?.reason ?? ''}
                    onChange={(event) => edit(figure, { reason: event.target.value })}
                  />
                )}
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
