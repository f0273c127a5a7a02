import { orderPath } from '@ped/contracts/paths';
import { useEffect, useRef } from 'react';
import { useSelector } from 'react-redux';
import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import { AfterHydration, Alert, FormSkeleton, LoadingScreen, Stack } from '@ped/ui';
import { mayEditOrder, offerForSolution } from '@ped/domain';
import { useSession } from '../../../shared/useSession';
import { useDraft } from '../hooks/useDraft';
import { useUploadReadings } from '../hooks/useUploadReadings';
import { draftActions } from '../store/draft-actions';
import { clearSavedDraft, readSavedDraft } from '../../../shared/draft-storage';
import { OrderEmailPrompt } from '../../../shared/OrderEmailPrompt';
import { SaveStatusLine } from './SaveStatusLine';
import { StepPanel } from './StepPanel';
import { StepProgress } from './StepProgress';
import { Page } from '../../../shared/Page';

/** The e-mail an order is opened with: the one this browser ordered with, else the session's. */
function accountFor(orderid: string, sessionAccount: string | null): string | null {
  const saved = readSavedDraft();
  return saved?.orderid === orderid ? saved.account : sessionAccount;
}

/**
 * The order flow: a new order (offer from the URL's solution), the draft this browser kept,
 * or an existing order resumed by its number.
 */
export function OrderFlowPage() {
  const { solutionName, orderID } = useParams();
  const [params] = useSearchParams();
  const session = useSession();
  const { draft, dispatch } = useDraft();
  const registered = useSelector(
    (state: Record<string, unknown>) => state.orders !== undefined && state.stored !== undefined,
  );
  const cancelled = params.get('paiement') === 'annule';
  const wanted = orderID?.toUpperCase() ?? null;
  const backToRecap = useRef(cancelled);
  useUploadReadings();

  const sessionAccount = session?.account ?? null;
  useEffect(() => {
    if (!wanted || (draft.orderid === wanted && draft.order)) return;
    const saved = readSavedDraft();
    if (saved?.orderid === wanted) dispatch(draftActions.restore(saved));
    const account = accountFor(wanted, sessionAccount);
    if (account) dispatch(draftActions.resume(wanted, account));
    // Opened once per order, or again when the session that owns it becomes known.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wanted, sessionAccount]);

  useEffect(() => {
    if (wanted) return;
    const saved = readSavedDraft();
    const offer = solutionName ? offerForSolution(solutionName) : null;
    if (saved && (offer === null || saved.stored.offer === null || saved.stored.offer === offer)) {
      dispatch(draftActions.restore(saved));
      if (offer && saved.stored.offer === null) dispatch(draftActions.patch({ offer }));
      if (saved.orderid) dispatch(draftActions.resume(saved.orderid, saved.account));
    } else {
      dispatch(draftActions.start(offer, sessionAccount ?? ''));
    }
    // The route decides what to open; the draft's later changes must not reopen it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wanted, solutionName]);

  // The session becomes known after the first render: a professional orders in its name.
  useEffect(() => {
    if (session && !draft.orderid && draft.account !== session.account)
      dispatch(draftActions.account(session.account));
  }, [session, draft.orderid, draft.account, dispatch]);

  // as its customer sees it: past the unpaid draft, nothing is left to fill in here
  const finished = draft.order !== null && !mayEditOrder(draft.order, false);

  useEffect(() => {
    if (finished && !wanted) {
      clearSavedDraft();
      dispatch(
        draftActions.start(
          solutionName ? offerForSolution(solutionName) : null,
          session?.account ?? '',
        ),
      );
    }
  }, [finished, wanted, solutionName, session, dispatch]);

  useEffect(() => {
    if (backToRecap.current && draft.order && !finished) {
      backToRecap.current = false;
      dispatch(draftActions.goto('recapitulatif'));
    }
  }, [draft.order, finished, dispatch]);

  // without an e-mail known here, the visitor names it (OrderEmailPrompt)
  const askEmail =
    wanted !== null && !draft.order && !draft.loading && !accountFor(wanted, sessionAccount);

  if (finished && wanted) return <Navigate to={orderPath(wanted)} replace />;

  return (
    <Page data-testid="ordering-page" data-store-registered={registered}>
      <Stack $gap={20}>
        <h1>Commander votre pré-état daté</h1>
        {cancelled ? (
          <Alert variant="warning" title="Paiement annulé">
            Aucun montant n’a été prélevé. Votre commande est conservée telle quelle : vérifiez-la
            et relancez le paiement quand vous le souhaitez.
          </Alert>
        ) : null}
        {askEmail && wanted ? (
          <OrderEmailPrompt
            title={`Reprendre la commande n° ${wanted}`}
            submitLabel="Reprendre ma commande"
            error={draft.error}
            onSubmit={(email) => dispatch(draftActions.resume(wanted, email))}
          />
        ) : draft.loading ? (
          <LoadingScreen label="Chargement de votre commande…" />
        ) : (
          <>
            {draft.error && !draft.order && wanted ? (
              <Alert variant="error">{draft.error}</Alert>
            ) : null}
            <StepProgress
              current={draft.step}
              onSelect={(step) => dispatch(draftActions.goto(step))}
            />
            {/* its fields' ids follow their place in the shell's tree: drawn by the browser */}
            <AfterHydration fallback={<FormSkeleton fields={3} />}>
              <StepPanel />
              <SaveStatusLine />
            </AfterHydration>
          </>
        )}
      </Stack>
    </Page>
  );
}
