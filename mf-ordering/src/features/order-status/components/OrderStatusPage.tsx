import { useEffect, useState, type ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Alert, Card, LoadingScreen, PaymentIndicatorBadge, Stack } from '@ped/ui';
import { ORDER_STATE_LABELS, SELF_DECLARED_TEXT, isSelfDeclared } from '@ped/domain';
import { useSession } from '../../../shared/useSession';
import { clearSavedDraft, readSavedDraft } from '../../../shared/draft-storage';
import { rememberOrderAccess } from '../../../shared/order-access-storage';
import type { OrderDetail } from '../api/order-status-api';
import { ordersActions, type OrdersState } from '../store/orders-module';
import { OrderEmailPrompt } from '../../../shared/OrderEmailPrompt';
import { useOrderAccount } from '../hooks/useOrderAccount';
import { useReadingsRefresh } from '../hooks/useReadingsRefresh';
import { AttachConfirmation } from './AttachConfirmation';
import { NoOrderNamed } from './NoOrderNamed';
import { OrderDocuments } from './OrderDocuments';
import { OrderDownloads } from './OrderDownloads';
import { OrderVersions } from './OrderVersions';
import { OrderSummary } from './OrderSummary';
import { Page } from '../../../shared/Page';

const Status = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 24px;
  margin: 0;
`;

/** What another feature adds below an order's detail (the app composes features). */
export interface OrderPageExtraContext {
  order: OrderDetail;
  /** the order's e-mail as the visitor gave it; null when the session is enough */
  account: string | null;
  reload(): void;
}

/** /pre-etat-date/confirmation?order= and /pre-etat-date/commande/:id: where an order stands. */
export function OrderStatusPage({
  mode,
  extra,
}: {
  mode: 'confirmation' | 'detail';
  extra?: (context: OrderPageExtraContext) => ReactNode;
}) {
  const { id } = useParams();
  const [params] = useSearchParams();
  const session = useSession();
  const dispatch = useDispatch();
  const { order, error, loading } = useSelector((state: { orders: OrdersState }) => state.orders);
  const orderid = (mode === 'detail' ? id : params.get('order'))?.toUpperCase() ?? null;
  const [typedAccount, setAccount] = useState<string | null>(null);
  const knownAccount = useOrderAccount(orderid, params.get('account'), session?.account ?? null);
  const account = typedAccount ?? (orderid ? knownAccount : null);

  useEffect(() => {
    if (orderid && account)
      dispatch(ordersActions.fetchOne(orderid, account, mode === 'confirmation'));
    return () => {
      dispatch(ordersActions.stop());
    };
  }, [orderid, account, mode, dispatch]);

  const shown = order && order.orderid === orderid ? order : null;
  const reload = () => {
    if (orderid) dispatch(ordersActions.fetchOne(orderid, account));
  };
  useReadingsRefresh(shown, account, reload);
  useEffect(() => {
    if (shown?.paid && readSavedDraft()?.orderid === shown.orderid) clearSavedDraft();
  }, [shown]);
  // the address that opened the order survives a reload of this tab
  useEffect(() => {
    if (shown && typedAccount) rememberOrderAccess(shown.orderid, typedAccount);
  }, [shown, typedAccount]);

  if (!orderid) return <NoOrderNamed />;

  return (
    <Page>
      <Stack $gap={20}>
        <h1>
          {mode === 'confirmation' ? 'Merci pour votre commande !' : `Commande n° ${orderid}`}
        </h1>
        {loading && !shown && account ? (
          <LoadingScreen label="Chargement de votre commande…" />
        ) : !account || (error && !shown) ? (
          // a wrong address opens nothing (the same 404 as an unknown order): try another
          <OrderEmailPrompt
            title={`Suivre la commande n° ${orderid}`}
            submitLabel="Voir ma commande"
            error={account ? error : null}
            initialEmail={account ?? undefined}
            onSubmit={setAccount}
          />
        ) : shown ? (
          <>
            {mode === 'confirmation' ? (
              <p>
                Votre commande n° <strong>{shown.orderid}</strong> est enregistrée. Un e-mail de
                confirmation vous est envoyé à {shown.account}.
              </p>
            ) : null}
            <AttachConfirmation orderid={shown.orderid} />
            {isSelfDeclared(shown.payload.offer) && !shown.document ? (
              <Alert variant="info">{SELF_DECLARED_TEXT.nextStep}</Alert>
            ) : null}
            <Card title="Suivi">
              <Status>
                <span>
                  État : <strong>{ORDER_STATE_LABELS[shown.state]}</strong>
                </span>
                <PaymentIndicatorBadge paid={shown.paid} pending={shown.pending} />
              </Status>
            </Card>
            {shown.state === 'awaiting-payment' && !shown.paid ? (
              <Alert variant="warning" title="Paiement en attente">
                {mode === 'confirmation'
                  ? 'Nous attendons la confirmation de votre banque ; cette page se met à jour toute seule. '
                  : ''}
                Vous pouvez aussi{' '}
                <Link to={`/pre-etat-date/${shown.orderid}`}>reprendre le paiement</Link>.
              </Alert>
            ) : null}
            <Card title="Votre commande">
              <OrderSummary order={shown} />
            </Card>
            <OrderDocuments order={shown} account={account} onAdded={reload} />
            <OrderDownloads order={shown} account={account} />
            <OrderVersions order={shown} account={account} />
            {extra?.({ order: shown, account, reload })}
          </>
        ) : null}
      </Stack>
    </Page>
  );
}
