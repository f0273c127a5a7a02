import { OFFERS, OFFERS_PAGE_OFFERS, canBuyOffer } from '@ped/domain';
import { OfferGrid } from '../features/offers/components/OfferGrid';
import { useOfferPrices } from '../features/offers/hooks/useOfferPrices';
import { pricedProducts } from '../features/offers/priced-products';
import { JsonLd } from '../features/seo/components/JsonLd';
import { useSeo } from '../features/seo/hooks/useSeo';
import { useSiteOrigin } from '../features/seo/hooks/useSiteOrigin';
import { offersJsonLd } from '../features/seo/structured-data';
import { useCustomerType } from '../features/session/hooks/useCustomerType';
import { useSession } from '../features/session/hooks/useSession';
import { Page, Section, WideSection } from '../shared/Page';
import type { PageProps } from './page-props';

/** eco, cle, vte for everyone; exp (hidden) only for the professionals entitled to it. */
export default function OffersPage({ route }: PageProps) {
  useSeo({
    title: 'Nos offres de pré-état daté',
    description:
      'Libre, Confort ou Pack ALUR : comparez nos offres de pré-état daté, leurs prix et leurs délais, et commandez en ligne.',
    path: route.canonical,
  });
  const session = useSession();
  const plan = session?.connected ? (session.organisation?.subscription_plan ?? null) : null;
  const codes = OFFERS_PAGE_OFFERS.filter((code) => !OFFERS[code].hide || canBuyOffer(code, plan));
  const customerType = useCustomerType();
  const prices = useOfferPrices(codes, customerType);
  const origin = useSiteOrigin();

  return (
    <Page
      title="Nos offres de pré-état daté"
      lead={`Faites-le vous-même ou confiez-le à nos experts : chaque offre donne un pré-état daté conforme à la loi ALUR. Prix ${customerType === 'business' ? 'hors taxes' : 'toutes taxes comprises'}.`}
      testId="offers-page"
    >
      <WideSection aria-label="Offres">
        <OfferGrid codes={codes} prices={prices} />
      </WideSection>
      <Section aria-labelledby="offres-urgent">
        <h2 id="offres-urgent">Besoin de votre pré-état daté dans l’heure ?</h2>
        <p>
          Notre offre urgente est proposée uniquement par téléphone, du lundi au vendredi de
          9&nbsp;h à 19&nbsp;h : nous vérifions d’abord avec vous que les documents disponibles
          permettent de le rédiger dans l’heure.
        </p>
      </Section>
      {prices && customerType === 'consumer' && (
        <JsonLd data={offersJsonLd(pricedProducts(codes, prices, origin))} />
      )}
    </Page>
  );
}
