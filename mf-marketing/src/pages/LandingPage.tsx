import { SHELL_PATHS } from '@ped/contracts/paths';
import { Link, Navigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  LANDING_BUTTON_LABEL,
  LANDING_PAGES,
  OFFERS,
  SOLUTIONS,
  orderPathForSolution,
  orderSteps,
} from '@ped/domain';
import { ButtonLink } from '@ped/ui';
import { PriceTag } from '../features/offers/components/PriceTag';
import { useOfferPrices } from '../features/offers/hooks/useOfferPrices';
import { pricedProducts } from '../features/offers/priced-products';
import { JsonLd } from '../features/seo/components/JsonLd';
import { useSeo } from '../features/seo/hooks/useSeo';
import { useSiteOrigin } from '../features/seo/hooks/useSiteOrigin';
import { offersJsonLd } from '../features/seo/structured-data';
import { useCustomerType } from '../features/session/hooks/useCustomerType';
import { Actions, Page, Section } from '../shared/Page';
import type { PageProps } from './page-props';

const Offer = styled.div`
  display: grid;
  gap: 12px;
  max-width: 75ch;
  padding: 24px;
  margin-bottom: 32px;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  h2 {
    margin: 0;
  }
  ul {
    margin: 0;
    padding-left: 20px;
  }
`;

/** The offer landing pages by key (docs/product.md §2.2). */
export default function LandingPage({ route }: PageProps) {
  const landing = route.landing ? LANDING_PAGES[route.landing] : null;
  const code = landing ? SOLUTIONS[landing.solution] : 'cle';
  const offer = OFFERS[code];
  useSeo({
    title: landing?.title ?? offer.name,
    description: landing?.subtitle ?? offer.bold,
    path: route.canonical,
  });
  const prices = useOfferPrices([code], useCustomerType());
  const origin = useSiteOrigin();
  if (!landing) return <Navigate to={SHELL_PATHS.notFound} replace />;

  return (
    <Page title={landing.title} lead={landing.subtitle} testId={`landing-${route.landing}`}>
      <Actions>
        <ButtonLink as={Link} to={orderPathForSolution(landing.solution)}>
          {LANDING_BUTTON_LABEL}
        </ButtonLink>
        <ButtonLink as={Link} to="/offres" $variant="secondary">
          Comparer les offres
        </ButtonLink>
      </Actions>
      <Offer>
        <h2>Offre {offer.name}</h2>
        <p>
          <strong>{offer.bold}</strong>
        </p>
        <PriceTag price={prices === null ? null : prices[code]} />
        <ul>
          {offer.details.map((detail) => (
            <li key={detail}>{detail}</li>
          ))}
        </ul>
        <p>{offer.small}</p>
      </Offer>
      <Section aria-labelledby="landing-comment">
        <h2 id="landing-comment">Comment ça marche ?</h2>
        <ol>
          {orderSteps(code).map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </Section>
      {prices && <JsonLd data={offersJsonLd(pricedProducts([code], prices, origin))} />}
    </Page>
  );
}
