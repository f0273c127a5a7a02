import { useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Alert, Button, Card, LoadingScreen, Stack } from '@ped/ui';
import { formatCents } from '@ped/domain';
import { leaveSiteFor } from '../../../shared/leave-site';
import { loadLink, openLinkCheckout, type PaymentLinkSummary } from '../api/payment-link-api';
import { Page } from '../../../shared/Page';

const Lines = styled.table`
  width: 100%;
  border-collapse: collapse;
  td {
    padding: 8px 4px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  td:last-child {
    text-align: right;
    white-space: nowrap;
  }
  tfoot td {
    font-weight: 700;
    border-bottom: none;
  }
`;

/**
 * A professional's client pays an order through the link it received (no account):
 * /pre-etat-date/:orderID?paiement=lien&cle=…, and back from the payment page.
 */
export function PaymentLinkPage({ mode }: { mode: 'pay' | 'confirmation' }) {
  const { orderID } = useParams();
  const [params] = useSearchParams();
  const orderid = (mode === 'pay' ? orderID : params.get('order'))?.toUpperCase() ?? '';
  const cle = params.get('cle') ?? '';
  const cancelled = params.get('paiement') === 'annule';
  const [summary, setSummary] = useState<PaymentLinkSummary | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let active = true;
    loadLink(orderid, cle)
      .then((found) => active && setSummary(found))
      .catch(
        (failure: unknown) =>
          active &&
          setError(failure instanceof Error ? failure.message : 'Lien de paiement invalide'),
      );
    return () => {
      active = false;
    };
  }, [orderid, cle]);

  const pay = async () => {
    setBusy(true);
    setError(null);
    try {
      leaveSiteFor((await openLinkCheckout(orderid, cle)).url);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Paiement impossible, réessayez.');
      setBusy(false);
    }
  };

  return (
    <Page>
      <Stack $gap={20}>
        <h1>
          {mode === 'confirmation' ? 'Merci pour votre paiement' : 'Régler votre pré-état daté'}
        </h1>
        {cancelled ? (
          <Alert variant="warning" title="Paiement annulé">
            Aucun montant n’a été prélevé : vous pouvez réessayer quand vous le souhaitez.
          </Alert>
        ) : null}
        {error ? <Alert variant="error">{error}</Alert> : null}
        {!summary && !error ? <LoadingScreen label="Chargement…" /> : null}
        {summary ? (
          <Card title={`Commande n° ${summary.orderid} — offre ${summary.offer_name}`}>
            <Stack $gap={16}>
              {summary.address ? <p>Bien : {summary.address}</p> : null}
              <Lines>
                <tbody>
                  {summary.lines.map((line) => (
                    <tr key={line.label}>
                      <td>{line.label}</td>
                      <td>{formatCents(line.ttcCents)}</td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr>
                    <td>Total TTC</td>
                    <td>{formatCents(summary.total_ttc_cents)}</td>
                  </tr>
                </tfoot>
              </Lines>
              {summary.paid ? (
                <Alert variant="success">
                  Paiement reçu : merci ! Le professionnel qui vous a envoyé ce lien est informé.
                </Alert>
              ) : mode === 'confirmation' ? (
                <Alert variant="info">Nous attendons la confirmation de votre banque.</Alert>
              ) : (
                <div>
                  <Button type="button" onClick={() => void pay()} disabled={busy}>
                    {busy
                      ? 'Redirection vers le paiement…'
                      : `Payer ${formatCents(summary.total_ttc_cents)} TTC`}
                  </Button>
                </div>
              )}
            </Stack>
          </Card>
        ) : null}
      </Stack>
    </Page>
  );
}
