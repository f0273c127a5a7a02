import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useDispatch } from 'react-redux';
import type { BuildingRecord, Order } from '@ped/client';
import { shellActions } from '@ped/contracts';
import {
  DELIVERED_ORDER_ITEMS,
  STATUS_ITEMS,
  validateBuildingRecord,
  type BuildingRecordItemKey,
  type BuildingRecordSection,
} from '@ped/domain';
import { Alert, Button, FormError, Select, Stack } from '@ped/ui';
import { useResourcesCall } from '../../../store/resources/useResources';
import { changedValues, toDraft, type BuildingRecordDraft } from '../building-record-draft';
import { Fieldset } from './building-record-layout';
import { OrganisationFields } from './OrganisationFields';
import { StatusItemFields } from './StatusItemFields';
import { WorksFields } from './WorksFields';
import { orderLotNumbers } from '../order-lots';

const SECTIONS: Array<{ section: BuildingRecordSection; legend: string }> = [
  { section: 'organisation', legend: 'Organisation de l’immeuble' },
  { section: 'life', legend: 'Vie de la copropriété' },
  { section: 'technical', legend: 'Dossier technique' },
];

/**
 * « Organisation de l'immeuble, vie de la copropriété et dossier technique »: staff state each
 * item from a document of the order (or on their own), only the items changed are recorded,
 * with who and when.
 * A statement of absence needs a dated document; the domain's rules are checked before
 * sending and every typed value stays after an error. A delivered order shows only what
 * may change without reopening it: the next general assembly (ADR 073).
 */
export function BuildingRecordForm({ order }: { order: Order }) {
  const call = useResourcesCall();
  const dispatch = useDispatch();
  const [record, setRecord] = useState<BuildingRecord | null>(null);
  const [saved, setSaved] = useState<BuildingRecordDraft | null>(null);
  const [draft, setDraft] = useState<BuildingRecordDraft | null>(null);
  const [documentId, setDocumentId] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const loaded = useCallback((next: BuildingRecord) => {
    const fresh = toDraft(next.items);
    setRecord(next);
    setSaved(fresh);
    setDraft(fresh);
  }, []);

  useEffect(() => {
    call('fetchBuildingRecord', { orderid: order.orderid, account: order.account }).then(
      loaded,
      () => undefined,
    );
  }, [call, loaded, order.orderid, order.account]);

  if (!record || !draft || !saved) return <p>Chargement du dossier…</p>;

  const lots = orderLotNumbers(order);
  const { values, errors: unreadable } = changedValues(draft, saved, lots);
  const nothingChanged = Object.keys(values).length === 0;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const source = record!.documents.find((d) => d.id === documentId);
    const found = {
      ...validateBuildingRecord(values, { datedSource: Boolean(source?.dated), lots }),
      ...unreadable,
    };
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      loaded(
        await call(
          'saveBuildingRecord',
          { orderid: order.orderid, account: order.account },
          { items: values, ...(documentId ? { document_id: documentId } : {}) },
        ),
      );
      dispatch(shellActions.notify('Dossier de la copropriété enregistré', 'success'));
    } catch (error) {
      // also shown by the saga as a red alert; the typed values stay
      setFailure(error instanceof Error ? error.message : null);
    } finally {
      setBusy(false);
    }
  }

  const current = (key: string) => record.items.find((item) => item.key === key);
  const delivered = order.state === 'done';
  const shown = (key: BuildingRecordItemKey) => !delivered || DELIVERED_ORDER_ITEMS.includes(key);
  const sections = SECTIONS.map(({ section, legend }) => ({
    section,
    legend,
    items: STATUS_ITEMS.filter((item) => item.section === section && shown(item.key)),
  })).filter(
    ({ section, items }) =>
      items.length > 0 ||
      (section === 'life' && shown('works')) ||
      (section === 'organisation' && shown('organisation')),
  );
  return (
    <form
      aria-label="Organisation, vie de la copropriété et dossier technique"
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <Stack $gap={16}>
        <Select
          label="Source des réponses"
          hint="Une absence (aucune procédure, aucun emprunt…) ne se déclare qu’avec un document daté."
          value={documentId}
          onChange={(event) => setDocumentId(event.target.value)}
          options={[
            { value: '', label: 'Ma saisie' },
            ...record.documents.map((d) => ({
              value: d.id,
              label: `Lu dans : ${d.label}${d.dated ? '' : ' (non daté)'}`,
            })),
          ]}
        />
        {delivered ? (
          <Alert variant="info">
            Commande terminée : seule la prochaine assemblée générale s’enregistre sans la rouvrir
            (elle dit jusqu’à quand vaut la mise à jour gratuite) ; rouvrez la commande
            (actualisation) pour modifier le reste de son dossier.
          </Alert>
        ) : null}
        {sections.map(({ section, legend, items }) => (
          <Fieldset key={section}>
            <legend>{legend}</legend>
            {section === 'organisation' ? (
              <OrganisationFields
                draft={draft.organisation}
                current={current('organisation')}
                errors={errors}
                onChange={(organisation) => setDraft({ ...draft, organisation })}
              />
            ) : null}
            {section === 'life' && shown('works') ? (
              <WorksFields
                draft={draft.works}
                lots={lots}
                current={current('works')}
                errors={errors}
                onChange={(works) => setDraft({ ...draft, works })}
              />
            ) : null}
            {items.map((item) => (
              <StatusItemFields
                key={item.key}
                item={item}
                draft={draft.statuses[item.key]}
                current={current(item.key)}
                errors={errors}
                onChange={(status) =>
                  setDraft({ ...draft, statuses: { ...draft.statuses, [item.key]: status } })
                }
              />
            ))}
          </Fieldset>
        ))}
        {Object.keys(errors).length ? (
          <FormError>Corrigez les champs signalés avant d’enregistrer.</FormError>
        ) : null}
        {failure ? <FormError>{failure}</FormError> : null}
        <div>
          <Button type="submit" disabled={busy || nothingChanged} aria-busy={busy}>
            Enregistrer le dossier
          </Button>
        </div>
      </Stack>
    </form>
  );
}
