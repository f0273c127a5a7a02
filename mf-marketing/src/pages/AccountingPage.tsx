import { Link } from 'react-router-dom';
import { ButtonLink } from '@ped/ui';
import { useSeo } from '../features/seo/hooks/useSeo';
import { SupportContact } from '../features/support/components/SupportContact';
import { Actions, Page, Section } from '../shared/Page';
import type { PageProps } from './page-props';
import { cite } from '@ped/domain';

export default function AccountingPage({ route }: PageProps) {
  useSeo({
    title: 'Gestion administrative et comptable de copropriété',
    description:
      'Syndics bénévoles, coopératifs et petites copropriétés : notre partenaire vous assiste dans la gestion administrative et comptable, des appels de fonds aux annexes comptables de l’AG.',
    path: route.canonical,
  });
  return (
    <Page
      title="Assistance à la gestion administrative et comptable"
      lead="Pour les syndics bénévoles, les syndics coopératifs et les petites copropriétés : un partenaire spécialisé tient la comptabilité et prépare les documents que la loi exige."
      testId="accounting-page"
    >
      <Section aria-labelledby="compta-pour-qui">
        <h2 id="compta-pour-qui">Pour qui ?</h2>
        <p>
          Une copropriété gérée sans syndic professionnel doit tenir une comptabilité d’engagement,
          présenter ses comptes selon les annexes comptables normalisées (
          {cite('syndicateAccounts', { full: true })}) et fournir, à chaque vente, les informations
          financières du pré-état daté. Notre partenaire prend en charge ce travail pour vous, à
          distance.
        </p>
      </Section>
      <Section aria-labelledby="compta-services">
        <h2 id="compta-services">Ce que comprend l’assistance</h2>
        <ul>
          <li>
            la tenue de la comptabilité du syndicat et des comptes individuels des copropriétaires ;
          </li>
          <li>la préparation du budget prévisionnel et des appels de fonds trimestriels ;</li>
          <li>l’établissement des annexes comptables soumises à l’assemblée générale ;</li>
          <li>le suivi du fonds de travaux et des impayés ;</li>
          <li>la mise à jour de la fiche synthétique et du registre national des copropriétés.</li>
        </ul>
      </Section>
      <Section aria-labelledby="compta-vente">
        <h2 id="compta-vente">Et quand un copropriétaire vend</h2>
        <p>
          Des comptes à jour, ce sont des chiffres fiables pour le pré-état daté : nous le rédigeons
          en moins de 24&nbsp;h à partir des documents tenus par notre partenaire, sans ressaisie
          pour le vendeur.
        </p>
      </Section>
      <Section>
        <SupportContact />
      </Section>
      <Actions>
        <ButtonLink as={Link} to="/professionnels-de-l-immobilier" $variant="secondary">
          Nos solutions pour les professionnels
        </ButtonLink>
      </Actions>
    </Page>
  );
}
