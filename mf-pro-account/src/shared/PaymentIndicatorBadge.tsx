import { paymentIndicator, type PaymentIndicator } from '@ped/domain';
import { Badge, type Tone } from '@ped/ui';

const TONES: Record<PaymentIndicator['color'], Tone> = {
  green: 'success',
  red: 'error',
  orange: 'warning',
};

/** SPEC §4 payment indicator: green received, red awaiting, orange in progress; the label says it without colour. */
export function PaymentIndicatorBadge({
  order,
}: {
  order: { paid: string | null; pending: boolean };
}) {
  const indicator = paymentIndicator(order);
  return (
    <Badge $tone={TONES[indicator.color]} data-status={indicator.status}>
      {indicator.label}
    </Badge>
  );
}
