import { lazy } from 'react';
import styled from 'styled-components';
import { Container, HydrationSlice } from '@ped/ui';
import { HOME_OFFERS } from '@ped/domain';
import { FaqAccordion } from '../features/faq/components/FaqAccordion';
import { FAQ_ITEMS } from '../features/faq/faq-items';
import { HomeHero } from '../features/home/components/HomeHero';
import { LandingFigures } from '../features/home/components/LandingFigures';
import { SavingsComparison } from '../features/home/components/SavingsComparison';
import { OfferGrid } from '../features/offers/components/OfferGrid';
import { pricedProducts } from '../features/offers/priced-products';
import { useOfferPrices } from '../features/offers/hooks/useOfferPrices';
import { JsonLd } from '../features/seo/components/JsonLd';
import { useSeo } from '../features/seo/hooks/useSeo';
import { useSiteOrigin } from '../features/seo/hooks/useSiteOrigin';
import { faqPageJsonLd, offersJsonLd, organizationJsonLd } from '../features/seo/structured-data';
import { useCustomerType } from '../features/session/hooks/useCustomerType';
import { useSession } from '../features/session/hooks/useSession';
import { SupportContact } from '../features/support/components/SupportContact';
import { NearViewport } from '../shared/NearViewport';
import { useSupportPhone } from '@ped/contracts';

const Band = styled.section<{ $tinted?: boolean }>`
  padding: 48px 0;
  background: ${({ theme, $tinted }) => ($tinted ? theme.colors.surface : 'transparent')};
  h2 {
    margin: 0 0 24px;
    font-size: clamp(1.5rem, 3.5vw, 2rem);
  }
`;

const Intro = styled.p`
  margin: -12px 0 24px;
  max-width: 70ch;
  color: ${({ theme }) => theme.colors.textMuted};
`;

// Below the fold, each of these comes when the visitor scrolls near it (docs/decisions/009).
// The FAQ stays in the page's first chunk: its text is also the FAQPage structured data.
const RandomTestimonials = lazy(() =>
  import('../features/home/components/RandomTestimonials').then((module) => ({
    default: module.RandomTestimonials,
  })),
);
const FeaturesGrid = lazy(() =>
  import('../features/home/components/FeaturesGrid').then((module) => ({
    default: module.FeaturesGrid,
  })),
);
const LogoBand = lazy(() =>
  import('../features/home/components/LogoBand').then((module) => ({ default: module.LogoBand })),
);
const PressMention = lazy(() =>
  import('../features/home/components/PressMention').then((module) => ({
    default: module.PressMention,
  })),
);
const ReviewList = lazy(() =>
  import('../features/home/components/ReviewList').then((module) => ({
    default: module.ReviewList,
  })),
);

const faqData = faqPageJsonLd(FAQ_ITEMS);

export function HomePage() {
  useSeo({
    title: 'Pré-état daté en ligne',
    description:
      'Commandez votre pré-état daté en ligne : conforme à la loi ALUR, accepté par les notaires, livré en moins de 24 h et bien moins cher que chez le syndic.',
    path: '/',
  });
  const session = useSession();
  const customerType = useCustomerType();
  const prices = useOfferPrices(HOME_OFFERS, customerType);
  const phone = useSupportPhone();
  const origin = useSiteOrigin();
  const turnKey = prices?.cle ?? null;

  return (
    <div data-testid="marketing-home">
      <HydrationSlice>
        <Container>
          <HomeHero
            plan={session?.connected ? (session.organisation?.subscription_plan ?? null) : null}
          />
        </Container>
      </HydrationSlice>

      <HydrationSlice>
        <Band $tinted aria-labelledby="chiffres">
          <Container>
            <h2 id="chiffres">Le pré-état daté en chiffres</h2>
            <LandingFigures />
          </Container>
        </Band>
      </HydrationSlice>

      <HydrationSlice>
        <Band aria-labelledby="offres">
          <Container>
            <h2 id="offres">Nos offres</h2>
            <Intro>
              Prix{' '}
              {customerType === 'business'
                ? 'hors taxes, réservés aux professionnels connectés'
                : 'toutes taxes comprises'}
              , sans frais cachés.
            </Intro>
            <OfferGrid codes={HOME_OFFERS} prices={prices} />
          </Container>
        </Band>
      </HydrationSlice>

      <HydrationSlice>
        <Band $tinted aria-labelledby="economies">
          <Container>
            <h2 id="economies">Combien allez-vous économiser ?</h2>
            <SavingsComparison turnKeyCents={turnKey?.cents ?? null} label={turnKey?.label ?? ''} />
          </Container>
        </Band>
      </HydrationSlice>

      <HydrationSlice>
        <Band aria-labelledby="temoignages">
          <Container>
            <h2 id="temoignages">Ils ont vendu avec leur pré-état daté</h2>
            <NearViewport minHeight={400}>
              <RandomTestimonials />
            </NearViewport>
          </Container>
        </Band>
      </HydrationSlice>

      <HydrationSlice>
        <Band $tinted aria-labelledby="pourquoi">
          <Container>
            <h2 id="pourquoi">Pourquoi nous choisir</h2>
            <NearViewport minHeight={520}>
              <FeaturesGrid />
            </NearViewport>
          </Container>
        </Band>
      </HydrationSlice>

      <HydrationSlice>
        <Band aria-labelledby="partenaires">
          <Container>
            <h2 id="partenaires">Agences, notaires et syndics partenaires</h2>
          </Container>
          <NearViewport minHeight={260}>
            <LogoBand />
            <Container>
              <PressMention />
            </Container>
          </NearViewport>
        </Band>
      </HydrationSlice>

      <HydrationSlice>
        <Band $tinted aria-labelledby="avis">
          <Container>
            <h2 id="avis">Les derniers avis de nos clients</h2>
            <NearViewport minHeight={560}>
              <ReviewList />
            </NearViewport>
          </Container>
        </Band>
      </HydrationSlice>

      <HydrationSlice>
        <Band aria-labelledby="faq">
          <Container $width="md">
            <h2 id="faq">Questions fréquentes</h2>
            <FaqAccordion items={FAQ_ITEMS} />
          </Container>
        </Band>
      </HydrationSlice>

      <HydrationSlice>
        <Band $tinted>
          <Container $width="md">
            <SupportContact />
          </Container>
        </Band>
      </HydrationSlice>

      <JsonLd data={faqData} />
      <JsonLd data={organizationJsonLd(origin, phone)} />
      {prices && customerType === 'consumer' && (
        <JsonLd data={offersJsonLd(pricedProducts(HOME_OFFERS, prices, origin))} />
      )}
    </div>
  );
}
