import { useState } from 'react';
import { useDispatch } from 'react-redux';
import type { Order } from '@ped/client';
import { shellActions } from '@ped/contracts';
import {
  ADMIN_ACTION_KEYS,
  ADMIN_ACTIONS,
  FINISH_NEEDS_REGISTER,
  availableActions,
  isFinishDisabled,
  type AdminAction,
} from '@ped/domain';
import { Button, Checkbox, ConfirmDialog, Stack } from '@ped/ui';
import { useResourcesCall } from '../../../store/resources/useResources';
import { FinishDialog, type FinishChoices } from './FinishDialog';
import { ReopenOrder } from './ReopenOrder';

/** Admin actions (docs/product.md §4.2): each one is confirmed, then the server's message is shown. */
export function OrderActions({ order }: { order: Order }) {
  const call = useResourcesCall();
  const dispatch = useDispatch();
  const [pending, setPending] = useState<AdminAction | null>(null);
  const [sendMail, setSendMail] = useState(false);
  const [busy, setBusy] = useState(false);
  const offered = availableActions(order);
  const finishDisabled = isFinishDisabled(order);

  function ask(action: AdminAction) {
    // docs/product.md §4.2 makes the customer e-mail a default, not a rule: staff may leave it out
    setSendMail(ADMIN_ACTIONS[action].sendMailDefault);
    setPending(action);
  }

  async function run(action: AdminAction, choices: Partial<FinishChoices>) {
    setBusy(true);
    try {
      const body = { orderid: order.orderid, account: order.account, ...choices };
      const { message } = await call('orderAction', action, body);
      dispatch(shellActions.notify(message, 'success'));
    } catch {
      // the saga already showed the server's message as a red alert
    } finally {
      setBusy(false);
      setPending(null);
    }
  }

  return (
    <>
      <Stack $direction="row" $gap={8} $wrap>
        {ADMIN_ACTION_KEYS.filter((action) => offered.includes(action)).map((action) => (
          <Button
            key={action}
            type="button"
            $variant={action === 'done' ? 'primary' : 'secondary'}
            disabled={busy}
            onClick={() => ask(action)}
          >
            {ADMIN_ACTIONS[action].label}
          </Button>
        ))}
        <ReopenOrder order={order} />
      </Stack>
      {pending === 'done' ? (
        <FinishDialog
          open
          orderid={order.orderid}
          busy={busy}
          blocker={finishDisabled ? FINISH_NEEDS_REGISTER : null}
          onCancel={() => setPending(null)}
          onConfirm={(choices) => void run('done', choices)}
        />
      ) : (
        <ConfirmDialog
          open={pending !== null}
          busy={busy}
          title={pending ? `${ADMIN_ACTIONS[pending].label} ?` : ''}
          message={`Commande ${order.orderid} de ${order.account}.`}
          onCancel={() => setPending(null)}
          onConfirm={() => pending && void run(pending, { send_mail: sendMail })}
        >
          <Checkbox
            label="Prévenir le client par e-mail"
            checked={sendMail}
            onChange={(event) => setSendMail(event.target.checked)}
          />
        </ConfirmDialog>
      )}
    </>
  );
}
