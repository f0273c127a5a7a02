import { useEffect, useId, useState } from 'react';
import { useDispatch } from 'react-redux';
import styled from 'styled-components';
import type {
  FigureEdit,
  FigureProposal,
  FigureSource,
  Order,
  OrderFigure,
  OrderFigures,
} from '@ped/client';
import { shellActions } from '@ped/contracts';
import {
  figureSectionLabel,
  formatDate,
  formatDateInFull,
  formatEuros,
  type CheckKey,
  type FinancialField,
} from '@ped/domain';
import {
  AmountField,
  Badge,
  Button,
  Select,
  Stack,
  TextField,
  VisuallyHidden,
  openBlob,
  typeScale,
} from '@ped/ui';
import { useResourcesCall } from '../../../store/resources/useResources';
import { DocumentChecklist } from './DocumentChecklist';
import { SellerTotals } from './SellerTotals';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${typeScale.sm};
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
  font-size: ${typeScale.xs};
`;

const ProposalList = styled.ul`
  list-style: none;
  margin: 4px 0 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 8px;
`;

const Proposal = styled.li<{ $disagrees: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 4px;
  padding: 6px 8px;
  border-left: 3px solid
    ${({ theme, $disagrees }) => ($disagrees ? theme.colors.warning : theme.colors.border)};
`;

const Excerpt = styled.small`
  color: ${({ theme }) => theme.colors.textMuted};
  font-style: italic;
`;

/** A value read with this confidence or more needs no second look. */
const SURE_READING = 0.9;

/** The reason the API accepts is 3 characters or more. */
const REASON_MIN_LENGTH = 3;

const confidenceHint = (confidence: number) =>
  confidence >= SURE_READING ? 'Lecture sûre' : 'À vérifier';

/** « PV d’assemblée générale du 12 mars 2024, page 3 », the date once when the label has it. */
function proposalDocument(proposal: FigureProposal): string {
  const day = formatDateInFull(proposal.document_date);
  const dated = day && !proposal.document_label.includes(day) ? ` du ${day}` : '';
  return `${proposal.document_label}${dated}, page ${proposal.page}`;
}

const cents = (euros: number) => Math.round(euros * 100);

/** The figure already prints this reading: same document, page and amount. */
const isRetained = (figure: OrderFigure, proposal: FigureProposal) =>
  figure.source.kind === 'document' &&
  figure.source.document_id === proposal.document_id &&
  figure.source.page === proposal.page &&
  figure.value !== null &&
  cents(figure.value) === cents(proposal.value);

function describe(source: FigureSource): string {
  const value = source.value === null ? 'Non communiqué' : formatEuros(source.value);
  if (source.kind === 'form') return `${value} — formulaire du vendeur`;
  const when = `${source.at ? ` le ${formatDate(source.at)}` : ''}${source.reason ? ` (motif : ${source.reason})` : ''}`;
  if (source.kind === 'document') {
    // older responses have no page
    const page = typeof source.page === 'number' ? `, page ${source.page},` : '';
    return `${value} — lu dans ${source.document_label ?? 'un document'}${page} par ${source.by}${when}`;
  }
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
  /** the figure whose disagreeing reading staff tried to retain without a reason */
  const [reasonAsked, setReasonAsked] = useState<string | null>(null);
  const ids = useId();
  const ref = { orderid: order.orderid, account: order.account };

  // the checklist also reads the order (its copropriété, the documents filed there): it is
  // read again when the order changes elsewhere in the panel
  useEffect(() => {
    call('fetchFigures', { orderid: order.orderid, account: order.account }).then(
      setData,
      () => undefined,
    );
  }, [call, order.orderid, order.account, order.registration_id, order.updated]);

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

  /** Sends the edits; once saved, `settled` says which typed values they replace. */
  async function send(
    figures: FigureEdit[],
    settled: (current: Record<string, Edit>) => Record<string, Edit>,
  ): Promise<boolean> {
    setBusy(true);
    try {
      setData(await call('saveFigures', ref, figures));
      setEdits(settled);
      setReasonAsked(null);
      dispatch(shellActions.notify('Montants enregistrés', 'success'));
      return true;
    } catch {
      // shown by the saga; the typed values stay
      return false;
    } finally {
      setBusy(false);
    }
  }

  /** Staff say why a figure is right despite a check: the checklist comes back with it. */
  async function justify(key: CheckKey, reason: string): Promise<boolean> {
    try {
      setData(await call('justifyCheck', ref, key, reason));
      dispatch(
        shellActions.notify(
          'Écart justifié : le motif sera imprimé dans la certification',
          'success',
        ),
      );
      return true;
    } catch {
      // shown by the saga; the reason typed stays
      return false;
    }
  }

  function save() {
    const figures = changed.map((e): FigureEdit => ({
      field: e.field,
      value: e.euros,
      ...(e.lot ? { lot: e.lot } : {}),
      ...(documentId ? { document_id: documentId } : {}),
      ...(e.reason.trim() ? { reason: e.reason.trim() } : {}),
    }));
    return send(figures, () => ({}));
  }

  /** Records a value read in a document, with its page; one differing from the seller's needs a reason. */
  function retain(figure: OrderFigure, proposal: FigureProposal, reasonId: string) {
    const key = keyOf(figure);
    const reason = edits[key]?.reason.trim() ?? '';
    if (proposal.disagrees && reason.length < REASON_MIN_LENGTH) {
      setReasonAsked(key);
      document.getElementById(reasonId)?.focus();
      return;
    }
    const retained: FigureEdit = {
      field: figure.field,
      value: proposal.value,
      ...(figure.lot ? { lot: figure.lot } : {}),
      document_id: proposal.document_id,
      page: proposal.page,
      ...(reason ? { reason } : {}),
    };
    // the other figures' typed values were not sent: they stay
    return send([retained], ({ [key]: _sent, ...others }) => others);
  }

  async function preview() {
    try {
      openBlob(await call('previewDocument', ref));
    } catch {
      // shown by the saga
    }
  }

  if (!data) return <Muted>Chargement des montants…</Muted>;
  // a total stated for a version already delivered is not the one the lots must reach (ADR 074)
  const sellerTotal = (field: FinancialField) =>
    data.seller_totals.find((t) => t.field === field && t.current !== false)?.value;
  return (
    <Stack $gap={12}>
      <DocumentChecklist checks={data.checklist} onJustify={justify} />
      {data.seller_totals.length > 0 && (
        <SellerTotals
          totals={data.seller_totals}
          busy={busy}
          // the other typed values were not sent: they stay
          onSave={(figures) => send(figures, (current) => current)}
        />
      )}
      <Table aria-label="Montants du pré-état daté">
        <thead>
          <tr>
            <th scope="col">Montant</th>
            <th scope="col">Retenu et provenance</th>
            <th scope="col">Correction</th>
          </tr>
        </thead>
        <tbody>
          {data.figures.map((figure, figureIndex) => {
            const key = keyOf(figure);
            const proposals = figure.proposals ?? [];
            const where = `${figure.label} (${figureSectionLabel(figure.section)}${figure.lot ? `, lot ${figure.lot}` : ''})`;
            const reasonId = `${ids}-${figureIndex}-reason`;
            const reasonMissing =
              reasonAsked === key && (edits[key]?.reason.trim().length ?? 0) < REASON_MIN_LENGTH;
            const retainable = (proposal: FigureProposal) =>
              Number.isFinite(proposal.value) && !isRetained(figure, proposal);
            return (
              <tr key={key}>
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
                  {proposals.length > 0 && (
                    <>
                      <Muted>Lu dans les documents :</Muted>
                      <ProposalList aria-label={`Montants lus dans les documents : ${where}`}>
                        {proposals.map((proposal, index) => {
                          const readable = Number.isFinite(proposal.value);
                          const retained = isRetained(figure, proposal);
                          const lineId = `${ids}-${figureIndex}-${index}`;
                          return (
                            <Proposal
                              key={`${proposal.document_id}:${proposal.page}:${index}`}
                              $disagrees={proposal.disagrees}
                            >
                              <span id={lineId}>
                                <strong>
                                  {readable ? formatEuros(proposal.value) : 'Montant illisible'}
                                </strong>{' '}
                                — {proposalDocument(proposal)}
                              </span>
                              {proposal.excerpt.trim() && (
                                <Excerpt>« {proposal.excerpt.trim()} »</Excerpt>
                              )}
                              {proposal.proofs?.map((proof) => (
                                <Muted key={proof}>Vérifié par le document : {proof}</Muted>
                              ))}
                              <Stack $direction="row" $gap={6} $wrap>
                                <Badge
                                  $tone={proposal.confidence >= SURE_READING ? 'neutral' : 'info'}
                                >
                                  {confidenceHint(proposal.confidence)}
                                </Badge>
                                {proposal.disagrees && (
                                  <Badge $tone="warning">Diffère du formulaire du vendeur</Badge>
                                )}
                                {retained && <Badge $tone="success">Montant retenu</Badge>}
                              </Stack>
                              {retainable(proposal) && (
                                <Button
                                  type="button"
                                  $variant="secondary"
                                  aria-describedby={lineId}
                                  disabled={busy}
                                  onClick={() => void retain(figure, proposal, reasonId)}
                                >
                                  Retenir ce montant
                                </Button>
                              )}
                            </Proposal>
                          );
                        })}
                      </ProposalList>
                    </>
                  )}
                </td>
                <td>
                  <AmountField
                    label="Nouveau montant"
                    // the row says which amount; a screen reader gets it as the field's description
                    hint={<VisuallyHidden>{where}</VisuallyHidden>}
                    value={edits[key]?.text ?? ''}
                    onChange={(text, euros) => edit(figure, { text, euros })}
                    invalidMessage="Montant invalide"
                  />
                  {((figure.disagreement && !figure.resolved) ||
                    proposals.some((proposal) => proposal.disagrees && retainable(proposal))) && (
                    <TextField
                      id={reasonId}
                      label="Motif du choix"
                      hint="Le montant retenu et ce motif restent dans l’historique"
                      error={
                        reasonMissing
                          ? 'Indiquez le motif du choix : ce montant diffère de celui du vendeur'
                          : undefined
                      }
                      value={edits[key]?.reason ?? ''}
                      onChange={(event) => edit(figure, { reason: event.target.value })}
                    />
                  )}
                </td>
              </tr>
            );
          })}
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
