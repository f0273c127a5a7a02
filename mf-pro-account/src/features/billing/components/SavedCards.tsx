import { PRO_ACCOUNT_PATHS } from '@ped/contracts/paths';
import { useCallback, useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import styled from 'styled-components';
import { openPortal, setupCard } from '@ped/client';
import { Alert, Button, Card, Stack } from '@ped/ui';
import { billingActions, cardLabel, selectBilling } from '../../../shared/billing-store';
import { useRedirect } from '../hooks/useRedirect';

const List = styled.ul`
  list-style: none;
  margin: 0 0 16px;
  padding: 0;
  display: grid;
  gap: 8px;
`;

const Item = styled.li`
  display: flex;
  justify-content: space-between;
  padding: 10px 14px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
`;

/** Where the card-saving page sends the browser back (docs/product.md §2.5, route « encours »). */
const BILLING_PATH = PRO_ACCOUNT_PATHS.billing;

/** The organisation's saved cards, a way to add one (Stripe setup) and the billing portal. */
export function SavedCards() {
  const dispatch = useDispatch();
  const { methods, default: defaultId, error, loading } = useSelector(selectBilling);
  const addCard = useRedirect(
    useCallback(
      () => setupCard({ next: `${BILLING_PATH}?carte=enregistree`, cancel: BILLING_PATH }),
      [],
    ),
  );
  const portal = useRedirect(openPortal);

  useEffect(() => {
    dispatch(billingActions.load());
  }, [dispatch]);

  return (
    <Card title="Cartes enregistrées">
      {error ? <Alert variant="error">{error}</Alert> : null}
      {loading && methods.length === 0 ? <p>Chargement des cartes…</p> : null}
      {!loading && methods.length === 0 ? (
        <p>
          Aucune carte enregistrée. Ajoutez-en une pour régler vos commandes et votre abonnement en
          un clic.
        </p>
      ) : null}
      {methods.length > 0 ? (
        <List aria-label="Cartes enregistrées">
          {methods.map((card) => (
            <Item key={card.id}>
              <span>
                {cardLabel(card)}
                {card.id === defaultId ? ' (par défaut)' : ''}
              </span>
              <span>
                expire fin {String(card.exp_month).padStart(2, '0')}/{card.exp_year}
              </span>
            </Item>
          ))}
        </List>
      ) : null}
      {addCard.error ? <Alert variant="error">{addCard.error}</Alert> : null}
      {portal.error ? <Alert variant="error">{portal.error}</Alert> : null}
      <Stack $direction="row" $gap={12} $wrap>
        <Button type="button" onClick={addCard.go} disabled={addCard.pending}>
          {addCard.pending ? 'Redirection…' : 'Ajouter une carte'}
        </Button>
        <Button type="button" $variant="secondary" onClick={portal.go} disabled={portal.pending}>
          {portal.pending ? 'Redirection…' : 'Gérer mes moyens de paiement'}
        </Button>
      </Stack>
    </Card>
  );
}
