import { ORDER_FLOW_PATH, ORDERING_PATHS, SHELL_PATHS } from '@ped/contracts/paths';
import { Suspense, type ReactElement } from 'react';
import { Navigate, Route, Routes, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { PageMetaTags, useStoreModules, type PageMeta, type RemoteAppModule } from '@ped/contracts';
import { looksLikeOrderId, offerForSolution } from '@ped/domain';
import { LoadingScreen } from '@ped/ui';
import { OrderFlowPage } from '../features/order-form/components/OrderFlowPage';
import type { OrderPageExtraContext } from '../features/order-status/components/OrderStatusPage';
import {
  NotarySpacePage,
  OrderSharing,
  OrderStatusPage,
  PaymentLinkPage,
  VerificationPage,
} from './lazy-pages';
import { STORE_MODULES } from './store-modules';

/** Every entry to the order form is one page for search engines: the order page. */
const ORDER_ENTRY: PageMeta = {
  title: 'Commander votre pré-état daté en ligne',
  description:
    'Commandez votre pré-état daté en quelques minutes : formulaire guidé, paiement sécurisé, document accepté par les notaires et remis sous 24 h.',
  path: ORDER_FLOW_PATH,
};
const ORDER_IN_PROGRESS: PageMeta = {
  title: 'Votre commande de pré-état daté',
  description: 'Reprenez ou réglez votre commande de pré-état daté.',
  noindex: true,
};
const ORDER_FOLLOW_UP: PageMeta = {
  title: 'Suivi de votre commande',
  description: 'L’état de votre commande de pré-état daté et ses documents.',
  noindex: true,
};
const CONFIRMATION: PageMeta = {
  title: 'Confirmation de votre commande',
  description: 'Votre commande de pré-état daté est enregistrée.',
  noindex: true,
};

/** Its address is a credential (the space's token): never in a search engine. */
const NOTARY_SPACE: PageMeta = {
  title: 'Espace sécurisé du notaire',
  description: 'Le pré-état daté partagé avec le notaire de la vente, ses annexes et ses versions.',
  noindex: true,
};

/** A code is not a page worth indexing: the page is reached from the printed document. */
const VERIFICATION: PageMeta = {
  title: 'Vérification d’un pré-état daté',
  description:
    'Vérifiez qu’un pré-état daté a bien été délivré par nos services et que votre exemplaire n’a pas été modifié.',
  noindex: true,
};

const NOT_FOUND = <Navigate to={SHELL_PATHS.notFound} replace />;

/** A segment that names no solution or no order is no page: never a draft « SOLUTION-XYZ ». */
function KnownParams({ children }: { children: ReactElement }) {
  const { solutionName, orderID } = useParams();
  if (solutionName !== undefined && offerForSolution(solutionName) === null) return NOT_FOUND;
  if (orderID !== undefined && !looksLikeOrderId(orderID)) return NOT_FOUND;
  return children;
}

/** An order's page is the payment page of a link when it carries the link's key. */
function OrderOrLink() {
  const [params] = useSearchParams();
  return (
    <>
      <PageMetaTags {...ORDER_IN_PROGRESS} />
      {params.has('cle') ? <PaymentLinkPage mode="pay" /> : <OrderFlowPage />}
    </>
  );
}

function Confirmation() {
  const [params] = useSearchParams();
  return (
    <>
      <PageMetaTags {...CONFIRMATION} />
      {params.has('cle') ? (
        <PaymentLinkPage mode="confirmation" />
      ) : (
        <OrderStatusPage mode="confirmation" />
      )}
    </>
  );
}

/**
 * The order detail carries the notary space block of its own feature; its code comes after
 * the page's, without taking the page away meanwhile.
 */
function sharingBlock({ order, account, reload }: OrderPageExtraContext) {
  return (
    <Suspense fallback={null}>
      <OrderSharing
        orderid={order.orderid}
        account={account ?? undefined}
        orderAccount={order.account}
        state={order.state}
        stored={order.stored}
        onOrderChanged={reload}
      />
    </Suspense>
  );
}

function OrderEntry({ path }: { path?: string }) {
  return (
    <>
      <PageMetaTags {...ORDER_ENTRY} path={path ?? ORDER_ENTRY.path} />
      <OrderFlowPage />
    </>
  );
}

/** An order form opened on one offer is its own page: canonical to itself. */
function SolutionEntry() {
  return <OrderEntry path={useLocation().pathname} />;
}

/** The ordering remote (docs/product.md §2.3); its state areas join the shell's store. */
function OrderingApp() {
  const ready = useStoreModules(STORE_MODULES);
  if (!ready) return <LoadingScreen />;
  return (
    <Suspense fallback={<LoadingScreen />}>
      <Routes>
        {ORDERING_PATHS.flow.map((path) => (
          <Route key={path} path={path} element={<OrderEntry />} />
        ))}
        {ORDERING_PATHS.flowForSolution.map((path) => (
          <Route
            key={path}
            path={path}
            element={
              <KnownParams>
                <SolutionEntry />
              </KnownParams>
            }
          />
        ))}
        <Route path={ORDERING_PATHS.confirmation} element={<Confirmation />} />
        <Route
          path={ORDERING_PATHS.order}
          element={
            <>
              <PageMetaTags {...ORDER_FOLLOW_UP} />
              <OrderStatusPage mode="detail" extra={sharingBlock} />
            </>
          }
        />
        {ORDERING_PATHS.orderOrLink.map((path) => (
          <Route
            key={path}
            path={path}
            element={
              <KnownParams>
                <OrderOrLink />
              </KnownParams>
            }
          />
        ))}
        <Route
          path={ORDERING_PATHS.notarySpace}
          element={
            <>
              <PageMetaTags {...NOTARY_SPACE} />
              <NotarySpacePage />
            </>
          }
        />
        <Route
          path={ORDERING_PATHS.verification}
          element={
            <>
              <PageMetaTags {...VERIFICATION} />
              <VerificationPage />
            </>
          }
        />
        <Route path="*" element={NOT_FOUND} />
      </Routes>
    </Suspense>
  );
}

/** Registered by the shell before it hydrates a page pre-rendered with them (ADR 051). */
export const storeModules: NonNullable<RemoteAppModule['storeModules']> = STORE_MODULES;

// The shell loads this module as './App' by its contract in @ped/contracts (ExposedModules).
export default OrderingApp satisfies RemoteAppModule['default'];
