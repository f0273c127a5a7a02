import { useState } from 'react';
import { useDispatch } from 'react-redux';
import type { Order } from '@ped/client';
import { shellActions } from '@ped/contracts';
import {
  FINISH_NEEDS_REGISTER,
  isFinishDisabled,
  normaliseRegistrationNumber,
  registrationNumberError,
  uploadFilingProblem,
  uploadToFileLabel,
} from '@ped/domain';
import styled from 'styled-components';
import { Alert, Button, Checkbox, ConfirmDialog, TextField } from '@ped/ui';
import { useResourcesCall } from '../../../store/resources/useResources';
import { Fieldset } from './building-record-layout';

/** the uploads, one under the other, inside the copropriété's fieldset */
const Uploads = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0;
  display: grid;
  gap: 4px;
  legend {
    padding: 0;
    margin-bottom: 4px;
  }
`;

/**
 * The order's copropriété (issue 38): the register « Terminer » waits for, created at the
 * order's address when it is not registered yet, and the seller's uploads filed among its
 * documents (what the pré-état daté annexes) without uploading them again elsewhere.
 */
export function RegisterAssociation({ order }: { order: Order }) {
  const call = useResourcesCall();
  const dispatch = useDispatch();
  const filed = order.register_documents ?? [];
  const uploads = order.uploads.map((upload) => ({
    upload,
    problem: uploadFilingProblem(upload, filed),
  }));
  const [registrationId, setRegistrationId] = useState(order.registration_id ?? '');
  const [error, setError] = useState<string | undefined>();
  // what can be filed is checked: staff uncheck what the copropriété should not annex
  const [chosen, setChosen] = useState<string[]>(() =>
    uploads.filter((u) => !u.problem).map((u) => u.upload.id),
  );
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const ref = { orderid: order.orderid, account: order.account };
  const typed = normaliseRegistrationNumber(registrationId);
  // an order without a copropriété is associated first; an associated one may change it
  const associating = !order.registration_id || typed !== order.registration_id;
  const toFile = chosen.filter((id) => uploads.some((u) => u.upload.id === id && !u.problem));

  function ask() {
    const refused = associating ? registrationNumberError(registrationId) : null;
    setError(refused ?? undefined);
    if (!refused) setConfirming(true);
  }

  async function confirm() {
    setBusy(true);
    try {
      if (associating) {
        const { message } = await call('associateOrder', {
          ...ref,
          registration_id: typed,
          create: true,
        });
        dispatch(shellActions.notify(message, 'success'));
        // the number as registered: « AB1234567 » for « ab 123 4567 »
        setRegistrationId(typed);
      }
      if (toFile.length) {
        const { message } = await call('fileOrderUploads', { ...ref, upload_ids: toFile });
        dispatch(shellActions.notify(message, 'success'));
        setChosen([]);
      }
    } catch {
      // the saga shows the server's message; what staff typed and checked stays
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  }

  const action = associating
    ? toFile.length
      ? 'Associer et classer les documents cochés'
      : 'Associer'
    : 'Classer les documents cochés';
  return (
    <Fieldset aria-label="Copropriété de la commande">
      <legend>Copropriété</legend>
      {isFinishDisabled(order) ? <Alert variant="warning">{FINISH_NEEDS_REGISTER}</Alert> : null}
      {order.registration_id ? (
        <p>
          Associée à la copropriété {order.registration_id}
          {order.register?.address ? ` (${order.register.address})` : ''} : {filed.length}{' '}
          document(s) annexé(s) au pré-état daté.
        </p>
      ) : null}
      <TextField
        label="Immatriculation de la copropriété"
        hint="Deux lettres et sept chiffres. Une copropriété pas encore enregistrée est créée à l’adresse du bien."
        value={registrationId}
        error={error}
        onChange={(event) => setRegistrationId(event.target.value)}
      />
      {uploads.length > 0 ? (
        <Uploads>
          <legend>
            Documents transmis avec la commande, à classer parmi ceux de la copropriété
          </legend>
          {uploads.map(({ upload, problem }) => (
            <Checkbox
              key={upload.id}
              label={uploadToFileLabel(upload)}
              hint={problem ?? undefined}
              disabled={problem !== null}
              checked={problem === null && chosen.includes(upload.id)}
              onChange={(event) =>
                setChosen((current) =>
                  event.target.checked
                    ? [...current, upload.id]
                    : current.filter((id) => id !== upload.id),
                )
              }
            />
          ))}
        </Uploads>
      ) : null}
      {associating || uploads.length > 0 ? (
        <div>
          <Button
            type="button"
            $variant="secondary"
            disabled={busy || (associating ? !typed : toFile.length === 0)}
            onClick={ask}
          >
            {action}
          </Button>
        </div>
      ) : null}
      <ConfirmDialog
        open={confirming}
        busy={busy}
        title={associating ? `Associer à la copropriété ${typed} ?` : 'Classer les documents ?'}
        message={[
          associating ? 'La copropriété est créée si elle n’est pas encore enregistrée.' : '',
          toFile.length
            ? `${toFile.length} document(s) de la commande seront classés parmi les siens et annexés au pré-état daté.`
            : '',
        ]
          .filter(Boolean)
          .join(' ')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void confirm()}
      />
    </Fieldset>
  );
}
