import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ButtonLink, VisuallyHidden, typeScale } from '@ped/ui';
import type { Offer } from '@ped/domain';
import type { ShownPrice } from '../api/offer-prices';
import { PriceTag } from './PriceTag';

const Card = styled.article<{ $featured: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 24px;
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 2px solid
    ${({ theme, $featured }) => ($featured ? theme.colors.primary : theme.colors.border)};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  h3 {
    margin: 0;
    font-size: ${typeScale.xl};
  }
  ul {
    margin: 0;
    padding-left: 20px;
    flex: 1;
  }
  li + li {
    margin-top: 6px;
  }
`;

const Badge = styled.span`
  align-self: flex-start;
  padding: 2px 10px;
  border-radius: 999px;
  font-size: ${typeScale.xs};
  font-weight: 700;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
`;

const Bold = styled.p`
  margin: 0;
  font-weight: 700;
`;

const Small = styled.p`
  margin: 0;
  font-size: ${typeScale.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const MoreLink = styled(Link)`
  text-align: center;
  font-weight: 600;
`;

export function OfferCard({
  offer,
  price,
  featured = false,
}: {
  offer: Offer;
  price: ShownPrice | null | undefined;
  featured?: boolean;
}) {
  const headingId = `offre-${offer.code}`;
  return (
    <Card $featured={featured} aria-labelledby={headingId} data-testid={`offer-${offer.code}`}>
      {featured && <Badge>Le plus choisi</Badge>}
      <h3 id={headingId}>{offer.name}</h3>
      <Bold>{offer.bold}</Bold>
      <PriceTag price={price} />
      <ul>
        {offer.details.map((detail) => (
          <li key={detail}>{detail}</li>
        ))}
      </ul>
      <Small>{offer.small}</Small>
      <ButtonLink as={Link} to={offer.link} $variant={featured ? 'primary' : 'secondary'}>
        Commander<VisuallyHidden> l’offre {offer.name}</VisuallyHidden>
      </ButtonLink>
      <MoreLink to={offer.link_more}>En savoir plus sur l’offre {offer.name}</MoreLink>
    </Card>
  );
}
