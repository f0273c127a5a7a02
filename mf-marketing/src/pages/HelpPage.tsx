import { ORDER_FLOW_PATH } from '@ped/contracts/paths';
import { Link } from 'react-router-dom';
import { FaqAccordion } from '../features/faq/components/FaqAccordion';
import { FAQ_ITEMS } from '../features/faq/faq-items';
import { JsonLd } from '../features/seo/components/JsonLd';
import { useSeo } from '../features/seo/hooks/useSeo';
import { faqPageJsonLd } from '../features/seo/structured-data';
import { SupportContact } from '../features/support/components/SupportContact';
import { Page, Section } from '../shared/Page';
import type { PageProps } from './page-props';

const faqData = faqPageJsonLd(FAQ_ITEMS);

export default function HelpPage({ route }: PageProps) {
  useSeo({
    title: 'Aide et questions fréquentes sur le pré-état daté',
    description:
      'Contactez notre service client (appel gratuit, du lundi au vendredi de 9 h à 19 h) et trouvez les réponses aux questions fréquentes sur le pré-état daté.',
    path: route.canonical,
  });
  return (
    <Page
      title="Aide et questions fréquentes sur le pré-état daté"
      lead="Une question sur votre vente, votre commande ou les documents à fournir ? Les réponses aux questions les plus fréquentes sont ci-dessous, et notre équipe vous répond par téléphone."
      testId="help-page"
    >
      <Section>
        <SupportContact />
      </Section>
      <Section aria-labelledby="aide-faq">
        <h2 id="aide-faq">Questions fréquentes</h2>
        <FaqAccordion items={FAQ_ITEMS} />
      </Section>
      <Section aria-labelledby="aide-commande">
        <h2 id="aide-commande">Votre commande</h2>
        <ul>
          <li>
            Pour suivre une commande, ajouter un document ou télécharger votre pré-état daté,
            rendez-vous sur la page <Link to={ORDER_FLOW_PATH}>Ma commande</Link> avec le numéro
            reçu par e-mail.
          </li>
          <li>
            Vous ne savez pas quels documents réunir ? Consultez la liste des{' '}
            <Link to="/documents-pre-etat-date">documents nécessaires</Link>.
          </li>
          <li>
            Besoin d’un pré-état daté dans l’heure ? L’offre urgente se commande uniquement par
            téléphone, aux <Link to="/aide/nos-horaires">horaires du service client</Link>.
          </li>
        </ul>
      </Section>
      <JsonLd data={faqData} />
    </Page>
  );
}
