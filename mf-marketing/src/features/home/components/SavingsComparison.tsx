import styled from 'styled-components';
import { formatCents } from '@ped/domain';
import { typeScale } from '@ped/ui';

/** What syndics usually bill a pré-état daté (docs/product.md §1.3). */
export const SYNDIC_PRICE_RANGE_CENTS = { min: 30000, max: 50000 } as const;

const Compare = styled.div`
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
`;

const Column = styled.div<{ $ours?: boolean }>`
  padding: 24px;
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 2px solid ${({ theme, $ours }) => ($ours ? theme.colors.success : theme.colors.border)};
  background: ${({ theme }) => theme.colors.background};
  h3 {
    margin: 0 0 8px;
  }
  p {
    margin: 0;
  }
`;

const Amount = styled.p`
  font-size: ${typeScale.xxxl};
  font-weight: 800;
`;

const Saving = styled.p`
  margin-top: 16px !important;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.success};
`;

/**
 * The syndic's price against our turn-key offer, at the price the visitor would pay
 * (TTC) or the professional (HT) — the same amount as on the offer card.
 */
export function SavingsComparison({
  turnKeyCents,
  label,
}: {
  turnKeyCents: number | null;
  label: string;
}) {
  return (
    <Compare data-testid="savings">
      <Column>
        <h3>Chez le syndic</h3>
        <Amount>
          {SYNDIC_PRICE_RANGE_CENTS.min / 100} à {SYNDIC_PRICE_RANGE_CENTS.max / 100}&nbsp;€
        </Amount>
        <p>et 15 à 30 jours d’attente.</p>
      </Column>
      <Column $ours>
        <h3>Clé en main avec nous</h3>
        <Amount>{turnKeyCents === null ? '…' : `${formatCents(turnKeyCents)} ${label}`}</Amount>
        <p>livré en moins de 24 h, mise à jour comprise jusqu’à la prochaine AG.</p>
        {turnKeyCents !== null && (
          <Saving>
            Jusqu’à {formatCents(SYNDIC_PRICE_RANGE_CENTS.max - turnKeyCents)} d’économie.
          </Saving>
        )}
      </Column>
    </Compare>
  );
}
