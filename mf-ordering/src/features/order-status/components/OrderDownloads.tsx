import { useState } from 'react';
import { Alert, Button, Card, Stack } from '@ped/ui';
import { SELF_DECLARED_TEXT, isSelfDeclared } from '@ped/domain';
import { saveFinalDocument, saveInvoice, type OrderDetail } from '../api/order-status-api';

/** What a customer downloads from the order page: the pré-état daté once ready, the invoice once paid. */
export function OrderDownloads({ order, account }: { order: OrderDetail; account: string | null }) {
  const [error, setError] = useState<string | null>(null);
  if (!order.document && !order.paid) return null;

  const run = (save: (orderid: string, account: string | null) => Promise<void>) => () => {
    setError(null);
    save(order.orderid, account).catch((failure: unknown) =>
      setError(failure instanceof Error ? failure.message : 'Téléchargement impossible'),
    );
  };

  return (
    <Card title={order.document ? 'Votre pré-état daté' : 'Vos documents'}>
      <Stack $gap={12}>
        {order.document ? (
          <p>
            Votre pré-état daté est prêt.
            {isSelfDeclared(order.payload.offer) ? ` ${SELF_DECLARED_TEXT.certification}` : ''}
          </p>
        ) : null}
        <Stack $gap={8} $direction="row" $wrap $align="start">
          {order.document ? (
            <Button type="button" onClick={run(saveFinalDocument)}>
              Télécharger le pré-état daté (PDF)
            </Button>
          ) : null}
          {order.paid ? (
            <Button type="button" $variant="secondary" onClick={run(saveInvoice)}>
              Télécharger la facture (PDF)
            </Button>
          ) : null}
        </Stack>
        {error ? <Alert variant="error">{error}</Alert> : null}
      </Stack>
    </Card>
  );
}
