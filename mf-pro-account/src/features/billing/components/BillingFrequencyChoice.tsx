import { useEffect, useState } from 'react';
import { fetchAccount, setBillingFrequency, type BillingFrequency } from '@ped/client';
import { MONTHLY_BILLING_REFUSAL, canBillMonthly, type PlanCode } from '@ped/domain';
import { Alert, Card, RadioGroup } from '@ped/ui';
import { errorMessage } from '../../../shared/list-state';
import { useSubmit } from '../../../shared/useSubmit';

/** What 'monthly' does (docs/decisions/021-monthly-billing.md), said where the choice is made. */
const MONTHLY_EXPLANATION =
  'Les commandes en facturation différée d’un mois sont réglées ensemble le 1er du mois suivant avec votre carte par défaut, et vous recevez une facture regroupée.';

/** Invoiced per order, or once a month where the plan allows it (canBillMonthly). */
export function BillingFrequencyChoice({ plan }: { plan: PlanCode }) {
  const [frequency, setFrequency] = useState<BillingFrequency | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const { run, pending, error, setError } = useSubmit();
  const monthlyAllowed = canBillMonthly(plan);

  useEffect(() => {
    fetchAccount().then(
      (account) => setFrequency(account.billing_frequency),
      (caught) => setError(errorMessage(caught)),
    );
  }, [setError]);

  async function choose(next: BillingFrequency) {
    setSaved(null);
    const previous = frequency;
    setFrequency(next);
    const account = await run(() => setBillingFrequency(next));
    if (account) {
      setFrequency(account.billing_frequency);
      setSaved(
        account.billing_frequency === 'monthly'
          ? 'Facturation mensuelle enregistrée.'
          : 'Vous recevrez une facture à chaque commande.',
      );
    } else setFrequency(previous);
  }

  return (
    <Card title="Fréquence de facturation">
      <RadioGroup<BillingFrequency>
        legend="Vos factures"
        name="billing-frequency"
        value={frequency}
        onChange={choose}
        options={[
          { value: 'per_order', label: 'Une facture à chaque commande', disabled: pending },
          {
            value: 'monthly',
            label: 'Une facture regroupée par mois',
            disabled: pending || !monthlyAllowed,
          },
        ]}
        hint={
          monthlyAllowed
            ? frequency === 'monthly'
              ? MONTHLY_EXPLANATION
              : undefined
            : MONTHLY_BILLING_REFUSAL
        }
      />
      {saved ? <Alert variant="success">{saved}</Alert> : null}
      {error ? <Alert variant="error">{error}</Alert> : null}
    </Card>
  );
}
