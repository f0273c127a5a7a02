import { COMPANY, COMPANY_ADDRESS, COMPANY_REGISTRATION } from '@ped/domain';
import { Link } from 'react-router-dom';
import { useSeo } from '../features/seo/hooks/useSeo';
import { useSupportPhone } from '@ped/contracts';
import { Page, Section } from '../shared/Page';
import type { PageProps } from './page-props';

export default function LegalNoticePage({ route }: PageProps) {
  useSeo({
    title: 'Mentions légales',
    description: `Mentions légales du site de ${COMPANY.legalName} : éditeur, hébergement, données personnelles et cookies.`,
    path: route.canonical,
  });
  const phone = useSupportPhone();
  return (
    <Page title="Mentions légales" testId="legal-notice-page">
      <Section aria-labelledby="ml-editeur">
        <h2 id="ml-editeur">Éditeur du site</h2>
        <p>
          {COMPANY.legalName}, {COMPANY_REGISTRATION}, SIREN {COMPANY.siren}, TVA intracommunautaire{' '}
          {COMPANY.vat}. Siège social : {COMPANY_ADDRESS}.
          {phone ? ` Téléphone : ${phone} (appel gratuit).` : ''}
        </p>
        <p>
          Directrice de la publication : {COMPANY.publicationDirector}, présidente de{' '}
          {COMPANY.legalName}.
        </p>
      </Section>
      <Section aria-labelledby="ml-hebergement">
        <h2 id="ml-hebergement">Hébergement</h2>
        <p>
          Le site et ses données sont hébergés dans l’Union européenne. Les coordonnées de
          l’hébergeur sont communiquées sur simple demande adressée à l’éditeur.
        </p>
      </Section>
      <Section aria-labelledby="ml-activite">
        <h2 id="ml-activite">Activité</h2>
        <p>
          {COMPANY.legalName} rédige des pré-états datés à partir des documents transmis par ses
          clients. Elle n’est ni syndic de copropriété ni office notarial : l’état daté, qui relève
          du syndic, n’entre pas dans ses services.
        </p>
      </Section>
      <Section aria-labelledby="ml-donnees">
        <h2 id="ml-donnees">Données personnelles</h2>
        <p>
          Les données collectées lors d’une commande (identité, coordonnées, informations sur la
          copropriété et les lots, documents) servent à établir le pré-état daté, à le transmettre
          au notaire désigné et à facturer la prestation. Elles sont conservées pendant la durée
          nécessaire à ces finalités et aux obligations comptables. Les identifiants d’extranet de
          syndic sont conservés chiffrés et ne sont jamais communiqués.
        </p>
        <p>
          Conformément au règlement général sur la protection des données, vous disposez d’un droit
          d’accès, de rectification, d’effacement, de limitation, d’opposition et de portabilité,
          que vous exercez auprès de l’éditeur. Vous pouvez introduire une réclamation auprès de la
          CNIL.
        </p>
      </Section>
      <Section aria-labelledby="ml-cookies">
        <h2 id="ml-cookies">Cookies</h2>
        <p>
          Le site n’utilise de cookies de mesure d’audience qu’avec votre accord, recueilli par le
          bandeau affiché lors de votre première visite ; votre choix est conservé et peut être
          modifié à tout moment.
        </p>
      </Section>
      <Section aria-labelledby="ml-cgv">
        <h2 id="ml-cgv">Conditions de vente</h2>
        <p>
          Les commandes sont régies par nos{' '}
          <Link to="/conditions-generales-de-vente">conditions générales de vente</Link>.
        </p>
      </Section>
    </Page>
  );
}
