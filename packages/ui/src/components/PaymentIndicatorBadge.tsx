import { paymentIndicator, type PaymentIndicator } from '@ped/domain';
import { Badge } from './Badge';
import type { Tone } from './tones';

const TONES: Record<PaymentIndicator['color'], Tone> = {
  green: 'success',
  red: 'error',
  orange: 'warning',
};

/** Payment indicator (docs/product.md §4.3): green received, red awaiting, orange in progress; the label says it without colour. */
export function PaymentIndicatorBadge({
  paid,
  pending,
}: {
  paid: string | Date | null;
  pending: boolean;
}) {
  const indicator = paymentIndicator({ paid, pending });
  return (
    <Badge $tone={TONES[indicator.color]} data-status={indicator.status}>
      {indicator.label}
    </Badge>
  );
}
