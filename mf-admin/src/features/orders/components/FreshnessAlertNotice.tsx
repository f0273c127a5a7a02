import type { Order } from '@ped/client';
import { formatDateInFull, formatDateTimeInFull } from '@ped/domain';
import { Alert } from '@ped/ui';

/**
 * The update watch listed this delivered order (ADR 078): its version will not hold on the
 * signing day. The seller and the notary were told; staff may call them or « Rouvrir ».
 */
export function FreshnessAlertNotice({ order }: { order: Order }) {
  const alert = order.freshness_alert;
  if (order.state !== 'done' || !alert) return null;
  return (
    <Alert
      variant="warning"
      title={`À actualiser avant la signature du ${formatDateInFull(alert.deed_day)}`}
    >
      <ul>
        {alert.reasons.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
      <p>
        Constaté le {formatDateTimeInFull(alert.checked)} ; le vendeur et les destinataires de
        l’espace sécurisé en ont été informés par e-mail.
      </p>
    </Alert>
  );
}
