import styled from 'styled-components';
import { paymentIndicator } from '@ped/domain';

const COLORS = { green: '#15803d', red: '#b91c1c', orange: '#c2410c' } as const;

const Badge = styled.span<{ $color: keyof typeof COLORS }>`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  font-weight: 600;
  color: ${({ $color }) => COLORS[$color]};
  &::before {
    content: '';
    width: 12px;
    height: 12px;
    border-radius: 50%;
    background: currentColor;
  }
`;

/** SPEC §4: green received, red awaiting, orange in progress; the label says it without colour. */
export function PaymentIndicatorBadge({
  paid,
  pending,
}: {
  paid: string | null;
  pending: boolean;
}) {
  const indicator = paymentIndicator({ paid, pending });
  return (
    <Badge $color={indicator.color} data-status={indicator.status}>
      {indicator.label}
    </Badge>
  );
}
