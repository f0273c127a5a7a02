import { Link } from 'react-router-dom';
import { OFFERS } from '@ped/domain';
import { ButtonLink } from '@ped/ui';
import { useSeo } from '../features/seo/hooks/useSeo';
import { SupportContact } from '../features/support/components/SupportContact';
import { Actions, Page, Section } from '../shared/Page';
import type { PageProps } from './page-props';

/** Privilège is priced on quotation, never in the online catalog: the page leads to a call. */
export default function PrivilegePage({ route }: PageProps) {
  const offer = OFFERS.pri;
  useSeo({
    title: `Offre ${offer.name} : pré-état daté prioritaire`,
    description: `${offer.bold}. ${offer.small}`,
    path: route.canonical,
  });
  return (
    <Page
      title={`Offre ${offer.name} : votre pré-état daté traité en priorité`}
      lead={offer.bold}
      testId="privilege-page"
    >
      <Section aria-labelledby="privilege-contenu">
        <h2 id="privilege-contenu">Ce que comprend l’offre</h2>
        <ul>
          {offer.details.map((detail) => (
            <li key={detail}>{detail}</li>
          ))}
        </ul>
        <p>{offer.small}</p>
      </Section>
      <Section>
        <SupportContact />
      </Section>
      <Actions>
        <ButtonLink as={Link} to="/offres" $variant="secondary">
          Voir les offres en ligne
        </ButtonLink>
      </Actions>
    </Page>
  );
}
