import { formatCents } from '@ped/domain';
import styled from 'styled-components';
import { typeScale } from '@ped/ui';
import type { ShownPrice } from '../api/offer-prices';

const Amount = styled.span`
  font-size: ${typeScale.xxxl};
  font-weight: 800;
  color: ${({ theme }) => theme.colors.text};
`;

const Basis = styled.span`
  margin-left: 6px;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Placeholder = styled.span`
  display: inline-block;
  min-height: 2.4rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** '59,90 € TTC'; while the catalog answers, a placeholder of the same height. */
export function PriceTag({ price }: { price: ShownPrice | null | undefined }) {
  if (price === null)
    return <Placeholder aria-busy="true">Prix en cours de chargement…</Placeholder>;
  if (price === undefined) return <Placeholder>Prix sur demande</Placeholder>;
  return (
    <span data-testid="price">
      <Amount>{formatCents(price.cents)}</Amount>
      <Basis>{price.label}</Basis>
    </span>
  );
}
