import { useEffect, useState } from 'react';
import { Alert, Card } from '@ped/ui';
import { VersionHistory } from '../../../shared/VersionHistory';
import {
  loadOrderVersions,
  saveFinalDocument,
  type DeliveredVersion,
  type OrderDetail,
} from '../api/order-status-api';

/**
 * Once a pré-état daté has been updated, the seller sees every version, downloads any of
 * them and reads what changed: the notary's space shows the same history.
 */
export function OrderVersions({ order, account }: { order: OrderDetail; account: string | null }) {
  const [versions, setVersions] = useState<DeliveredVersion[]>([]);
  const [error, setError] = useState<string | null>(null);
  const delivered = order.document?.generated ?? null;

  useEffect(() => {
    if (!delivered) return;
    let live = true;
    loadOrderVersions(order.orderid, account).then(
      (loaded) => live && setVersions(loaded),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [order.orderid, account, delivered]);

  // one version says nothing the download card does not say already
  if (versions.length < 2) return null;
  const download = (version: number) => {
    setError(null);
    saveFinalDocument(order.orderid, account, version).catch((failure: unknown) =>
      setError(failure instanceof Error ? failure.message : 'Téléchargement impossible'),
    );
  };
  return (
    <Card title="Versions de votre pré-état daté">
      <VersionHistory
        versions={versions}
        current={versions.at(-1)!.version}
        onDownload={download}
      />
      {error ? <Alert variant="error">{error}</Alert> : null}
    </Card>
  );
}
