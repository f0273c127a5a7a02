import styled from 'styled-components';
import { OFFERS, type OfferCode } from '@ped/domain';
import type { OfferPrices } from '../api/offer-prices';
import { OfferCard } from './OfferCard';

const Grid = styled.div`
  display: grid;
  gap: 20px;
  grid-template-columns: repeat(auto-fit, minmax(250px, 1fr));
  align-items: stretch;
`;

/** The offers side by side; the turn-key offer (cle) is the one we recommend. */
export function OfferGrid({
  codes,
  prices,
}: {
  codes: readonly OfferCode[];
  prices: OfferPrices | null;
}) {
  return (
    <Grid>
      {codes.map((code) => (
        <OfferCard
          key={code}
          offer={OFFERS[code]}
          price={prices === null ? null : prices[code]}
          featured={code === 'cle'}
        />
      ))}
    </Grid>
  );
}
