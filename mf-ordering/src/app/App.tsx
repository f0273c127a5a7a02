import { ORDERING_PATHS, SHELL_PATHS } from '@ped/contracts/paths';
import { Navigate, Route, Routes, useSearchParams } from 'react-router-dom';
import { useStoreModules } from '@ped/contracts';
import { LoadingScreen } from '@ped/ui';
import { OrderFlowPage } from '../features/order-form/components/OrderFlowPage';
import { draftModule } from '../features/order-form/store/draft-module';
import {
  OrderStatusPage,
  type OrderPageExtraContext,
} from '../features/order-status/components/OrderStatusPage';
import { OrderSharing } from '../features/order-sharing/components/OrderSharing';
import { ordersModule } from '../features/order-status/store/orders-module';
import { PaymentLinkPage } from '../features/payment-link/components/PaymentLinkPage';
import { NotarySpacePage } from '../features/notary-space/components/NotarySpacePage';

const MODULES = [ordersModule, draftModule];

/** An order's page is the payment page of a link when it carries the link's key. */
function OrderOrLink() {
  const [params] = useSearchParams();
  return params.has('cle') ? <PaymentLinkPage mode="pay" /> : <OrderFlowPage />;
}

function Confirmation() {
  const [params] = useSearchParams();
  return params.has('cle') ? (
    <PaymentLinkPage mode="confirmation" />
  ) : (
    <OrderStatusPage mode="confirmation" />
  );
}

/** The order detail carries the notary space block of its own feature. */
function sharingBlock({ order, account, reload }: OrderPageExtraContext) {
  return (
    <OrderSharing
      orderid={order.orderid}
      account={account ?? undefined}
      orderAccount={order.account}
      state={order.state}
      stored={order.stored}
      onOrderChanged={reload}
    />
  );
}

/** The ordering remote (SPEC §2 ordering routes); its state areas join the shell's store. */
export default function OrderingApp() {
  const ready = useStoreModules(MODULES);
  if (!ready) return <LoadingScreen />;
  return (
    <Routes>
      {[...ORDERING_PATHS.flow, ...ORDERING_PATHS.flowForSolution].map((path) => (
        <Route key={path} path={path} element={<OrderFlowPage />} />
      ))}
      <Route path={ORDERING_PATHS.confirmation} element={<Confirmation />} />
      <Route
        path={ORDERING_PATHS.order}
        element={<OrderStatusPage mode="detail" extra={sharingBlock} />}
      />
      {ORDERING_PATHS.orderOrLink.map((path) => (
        <Route key={path} path={path} element={<OrderOrLink />} />
      ))}
      <Route path={ORDERING_PATHS.notarySpace} element={<NotarySpacePage />} />
      <Route path="*" element={<Navigate to={SHELL_PATHS.notFound} replace />} />
    </Routes>
  );
}
