import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert, Button, RadioGroup, Stack, TextField } from '@ped/ui';
import { canUseBillingMode, formatCents, type BillingMode, type OrderTotal } from '@ped/domain';
import { useSession } from '../../../shared/useSession';
import { leaveSiteFor } from '../../../shared/leave-site';
import { generatePaymentLink, saveDraft, startCheckout } from '../api/orders-api';
import { useDraft } from '../hooks/useDraft';
import { useStepContext } from '../hooks/useStepContext';
import { draftActions } from '../store/draft-actions';
import { firstStepToFix, stepErrors } from '../step-validation';

type Choice = 'card' | 'invoice';

/**
 * Confirms the order (the API checks it whole), then pays by card — the browser goes to the
 * payment page — or, for plans that allow it, confirms it for deferred billing or produces
 * a payment link for the professional's client. The form stays as typed whatever fails.
 */
export function PaymentActions({ total }: { total: OrderTotal }) {
  const { draft, form, dispatch } = useDraft();
  const session = useSession();
  const context = useStepContext();
  const navigate = useNavigate();
  const plan = session?.organisation?.subscription_plan ?? null;
  const canDefer = canUseBillingMode(plan, 'invoice');
  const canLink = Boolean(session?.organisation) && canUseBillingMode(plan, 'payment_link');
  const [choice, setChoice] = useState<Choice>('card');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [link, setLink] = useState<string | null>(null);

  /** Sends the customer back to the first step with an error; true when all is complete. */
  function complete(): boolean {
    const step = firstStepToFix(form, context);
    if (step === null) return true;
    dispatch(draftActions.goto(step));
    dispatch(draftActions.errors(stepErrors(step, form, context)));
    return false;
  }

  async function run(billingMode: BillingMode, then: (orderid: string) => Promise<void>) {
    if (!complete()) return;
    setBusy(true);
    setFailure(null);
    try {
      const order = await saveDraft(draft.orderid, draft.account, form, {
        billing_mode: billingMode,
      });
      dispatch(draftActions.saved(order));
      await then(order.orderid);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'Une erreur est survenue, réessayez.');
    } finally {
      setBusy(false);
    }
  }

  const pay = () =>
    run('card', async (orderid) => {
      const { url } = await startCheckout(orderid, draft.account, form.options);
      leaveSiteFor(url);
    });
  const defer = () =>
    run('invoice', async (orderid) => navigate(`/pre-etat-date/confirmation?order=${orderid}`));
  const makeLink = () =>
    run('payment_link', async (orderid) => {
      setLink((await generatePaymentLink(orderid)).url);
    });

  return (
    <Stack $gap={16}>
      {canDefer ? (
        <RadioGroup<Choice>
          legend="Règlement"
          name="billing"
          value={choice}
          options={[
            { value: 'card', label: 'Payer maintenant par carte' },
            {
              value: 'invoice',
              label: 'Facturation différée : je règle plus tard depuis mon Espace Pro.',
            },
          ]}
          onChange={setChoice}
        />
      ) : null}
      {failure ? (
        <Alert variant="error" title="La commande n’a pas pu être validée">
          {failure} Vos informations sont conservées.
        </Alert>
      ) : null}
      <Stack $direction="row" $gap={12} $wrap>
        {choice === 'card' ? (
          <Button type="button" onClick={() => void pay()} disabled={busy}>
            {busy ? 'Redirection vers le paiement…' : `Payer ${formatCents(total.ttcCents)} TTC`}
          </Button>
        ) : (
          <Button type="button" onClick={() => void defer()} disabled={busy}>
            Confirmer la commande
          </Button>
        )}
        {canLink ? (
          <Button
            type="button"
            $variant="secondary"
            onClick={() => void makeLink()}
            disabled={busy}
          >
            Générer un lien de paiement
          </Button>
        ) : null}
      </Stack>
      {link ? (
        <Alert variant="success" title="Lien de paiement créé">
          <TextField
            label="Envoyez ce lien à votre client : il paiera la commande sans créer de compte."
            readOnly
            value={link}
            onFocus={(e) => e.target.select()}
          />
        </Alert>
      ) : null}
      <p>Paiement sécurisé par Stripe. Votre commande est traitée dès réception du paiement.</p>
    </Stack>
  );
}
