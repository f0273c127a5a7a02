import { MARKETING_PATHS, PRO_ACCOUNT_PATHS } from '@ped/contracts/paths';
import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  FEATURE_LABELS,
  formatCents,
  formatDate,
  PLAN_CODES,
  PLANS,
  type Feature,
  type PlanCode,
} from '@ped/domain';
import type { PaidPlan } from '@ped/client';
import {
  Alert,
  Badge,
  Button,
  ButtonLink,
  Card,
  ConfirmDialog,
  Select,
  Stack,
  typeScale,
} from '@ped/ui';
import { billingActions, cardLabel, selectBilling } from '../../../shared/billing-store';
import { useProSession } from '../../../shared/useProSession';
import { useSubscription } from '../hooks/useSubscription';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: 16px;
`;

// « Sans abonnement » must fit the narrowest card: its longest word decides the size
const Price = styled.p`
  font-size: ${typeScale.xxl};
  font-weight: 700;
  margin: 0;
  overflow-wrap: break-word;
`;

const Why = styled.p`
  margin: 8px 0 0;
  font-size: ${typeScale.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Features = styled.ul`
  padding-left: 20px;
  margin: 8px 0 16px;
`;

const ALL_FEATURES: Feature[] = [
  'use_expert',
  'use_invoice',
  'use_api',
  'use_customizations',
  'use_payment_link',
];
const isPaid = (plan: PlanCode): plan is PaidPlan => plan !== 'free';

/** Plans: compare the formulas, subscribe with a saved card, cancel; expiry and cancellation shown. */
export function PlansPage() {
  const dispatch = useDispatch();
  const { session, plan: sessionPlan } = useProSession();
  const { methods, default: defaultCard } = useSelector(selectBilling);
  const { subscription, error, pending, subscribe, cancel } = useSubscription();
  const [pickedCard, setCard] = useState('');
  // the default card until the user picks another
  const card = pickedCard || defaultCard || '';
  const [confirmCancel, setConfirmCancel] = useState(false);
  const isOwner = session?.role === 'owner';
  const current = (subscription?.plan ?? sessionPlan) as PlanCode;

  useEffect(() => {
    dispatch(billingActions.load());
  }, [dispatch]);

  // a greyed-out « Souscrire » says why, next to it
  const blocker = !card
    ? 'Enregistrez d’abord une carte dans Facturation.'
    : current !== 'free' && !subscription?.canceled
      ? `Résiliez d’abord la formule ${PLANS[current].label} : un seul abonnement à la fois.`
      : null;

  return (
    <Stack $gap={24}>
      <h1>Plans et abonnement</h1>
      {subscription && current !== 'free' ? (
        <Alert
          variant={subscription.canceled || subscription.status === 'past_due' ? 'warning' : 'info'}
          title={`Formule ${PLANS[current].label}`}
        >
          {subscription.status === 'past_due' ? (
            <p>
              Le dernier paiement de votre abonnement a échoué : mettez à jour votre carte dans «
              Facturation ».
            </p>
          ) : null}
          {subscription.canceled ? (
            <p>
              Abonnement résilié : vos avantages restent actifs jusqu’au{' '}
              {formatDate(subscription.expires)}.
            </p>
          ) : (
            <p>Prochain renouvellement le {formatDate(subscription.expires)}.</p>
          )}
        </Alert>
      ) : null}
      {error ? <Alert variant="error">{error}</Alert> : null}
      {isOwner && methods.length === 0 ? (
        <Alert variant="info">
          Pour souscrire, enregistrez d’abord une carte dans{' '}
          <Link to={PRO_ACCOUNT_PATHS.billing}>Facturation</Link>.
        </Alert>
      ) : null}
      {isOwner && methods.length > 0 ? (
        <Select
          label="Carte utilisée pour l’abonnement"
          value={card}
          onChange={(event) => setCard(event.target.value)}
          options={methods.map((method) => ({ value: method.id, label: cardLabel(method) }))}
        />
      ) : null}
      <Grid>
        {PLAN_CODES.map((code) => {
          const plan = PLANS[code];
          const active = code === current;
          return (
            <Card
              key={code}
              title={plan.label}
              aria-label={`Formule ${plan.label}`}
              data-testid={`plan-${code}`}
            >
              {active ? <Badge>Votre formule</Badge> : null}
              <Price>
                {plan.monthlyPriceCents === null
                  ? 'Sans abonnement'
                  : `${formatCents(plan.monthlyPriceCents)} HT / mois`}
              </Price>
              <p>{plan.description}</p>
              <p>
                {plan.userQuota === null
                  ? 'Utilisateurs illimités'
                  : `Jusqu’à ${plan.userQuota} utilisateurs`}
              </p>
              <Features aria-label={`Avantages de la formule ${plan.label}`}>
                {ALL_FEATURES.filter((feature) => plan.features.includes(feature)).map(
                  (feature) => (
                    <li key={feature}>{FEATURE_LABELS[feature]}</li>
                  ),
                )}
              </Features>
              {isOwner && isPaid(code) && !active ? (
                <>
                  <Button
                    type="button"
                    onClick={() => subscribe(code, card)}
                    disabled={pending || blocker !== null}
                    aria-describedby={blocker ? `why-${code}` : undefined}
                  >
                    Souscrire à {plan.label}
                  </Button>
                  {blocker ? <Why id={`why-${code}`}>{blocker}</Why> : null}
                </>
              ) : null}
              {isOwner && active && isPaid(code) && !subscription?.canceled ? (
                <Button
                  type="button"
                  $variant="secondary"
                  onClick={() => setConfirmCancel(true)}
                  disabled={pending}
                >
                  Résilier
                </Button>
              ) : null}
            </Card>
          );
        })}
      </Grid>
      {!isOwner ? <p>Seul l’administrateur du compte peut changer de formule.</p> : null}
      <p>
        <ButtonLink $variant="ghost" href={MARKETING_PATHS.professionals}>
          En savoir plus sur les solutions professionnelles
        </ButtonLink>
      </p>
      <ConfirmDialog
        open={confirmCancel}
        title="Résilier votre abonnement ?"
        message="Vos avantages restent actifs jusqu’à la fin de la période payée, puis votre compte repasse en formule Gratuit."
        confirmLabel="Résilier"
        danger
        onConfirm={() => {
          setConfirmCancel(false);
          void cancel();
        }}
        onCancel={() => setConfirmCancel(false)}
      />
    </Stack>
  );
}
