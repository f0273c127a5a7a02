import styled from 'styled-components';
import { Container } from '@ped/ui';
import { HOME_OFFERS } from '@ped/domain';
import { FaqAccordion } from '../features/faq/components/FaqAccordion';
import { FAQ_ITEMS } from '../features/faq/faq-items';
import { FeaturesGrid } from '../features/home/components/FeaturesGrid';
import { HomeHero } from '../features/home/components/HomeHero';
import { LandingFigures } from '../features/home/components/LandingFigures';
import { LogoBand } from '../features/home/components/LogoBand';
import { PressMention } from '../features/home/components/PressMention';
import { RandomTestimonials } from '../features/home/components/RandomTestimonials';
import { ReviewList } from '../features/home/components/ReviewList';
import { SavingsComparison } from '../features/home/components/SavingsComparison';
import { OfferGrid } from '../features/offers/components/OfferGrid';
import { pricedProducts } from '../features/offers/priced-products';
import { useOfferPrices } from '../features/offers/hooks/useOfferPrices';
import { JsonLd } from '../features/seo/components/JsonLd';
import { useSeo } from '../features/seo/hooks/useSeo';
import { faqPageJsonLd, offersJsonLd, organizationJsonLd } from '../features/seo/structured-data';
import { useCustomerType } from '../features/session/hooks/useCustomerType';
import { useSession } from '../features/session/hooks/useSession';
import { SupportContact } from '../features/support/components/SupportContact';
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
  const origin = window.location.origin;
  const turnKey = prices?.cle ?? null;

  return (
    <div data-testid="marketing-home">
      <Container>
        <HomeHero plan={session?.connected ? (session.organisation?.subscription_plan ?? null) : null} />
      </Container>

      <Band $tinted aria-labelledby="chiffres">
        <Container>
          <h2 id="chiffres">Le pré-état daté en chiffres</h2>
          <LandingFigures />
        </Container>
      </Band>

      <Band aria-labelledby="offres">
        <Container>
          <h2 id="offres">Nos offres</h2>
          <Intro>
            Prix {customerType === 'business' ? 'hors taxes, réservés aux professionnels connectés' : 'toutes taxes comprises'}, sans frais cachés.
          </Intro>
          <OfferGrid codes={HOME_OFFERS} prices={prices} />
        </Container>
      </Band>

      <Band $tinted aria-labelledby="economies">
        <Container>
          <h2 id="economies">Combien allez-vous économiser ?</h2>
          <SavingsComparison turnKeyCents={turnKey?.cents ?? null} label={turnKey?.label ?? ''} />
        </Container>
      </Band>

      <Band aria-labelledby="temoignages">
        <Container>
          <h2 id="temoignages">Ils ont vendu avec leur pré-état daté</h2>
          <RandomTestimonials />
        </Container>
      </Band>

      <Band $tinted aria-labelledby="pourquoi">
        <Container>
          <h2 id="pourquoi">Pourquoi nous choisir</h2>
          <FeaturesGrid />
        </Container>
      </Band>

      <Band aria-labelledby="partenaires">
        <Container>
          <h2 id="partenaires">Agences, notaires et syndics partenaires</h2>
        </Container>
        <LogoBand />
        <Container>
          <PressMention />
        </Container>
      </Band>

      <Band $tinted aria-labelledby="avis">
        <Container>
          <h2 id="avis">Les derniers avis de nos clients</h2>
          <ReviewList />
        </Container>
      </Band>

      <Band aria-labelledby="faq">
        <Container $width="md">
          <h2 id="faq">Questions fréquentes</h2>
          <FaqAccordion items={FAQ_ITEMS} />
        </Container>
      </Band>

      <Band $tinted>
        <Container $width="md">
          <SupportContact />
        </Container>
      </Band>

      <JsonLd data={faqData} />
      <JsonLd data={organizationJsonLd(origin, phone)} />
      {prices && customerType === 'consumer' && (
        <JsonLd data={offersJsonLd(pricedProducts(HOME_OFFERS, prices, origin))} />
      )}
    </div>
  );
}
