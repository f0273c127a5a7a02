import { TextTable } from '@ped/ui';
import { Link } from 'react-router-dom';
import {
  COMPANY,
  COMPANY_ADDRESS,
  COMPANY_REGISTRATION,
  OFFERS,
  OPTION_PRICES,
  optionPriceText,
  priceOf,
  priceText,
  type OfferCode,
} from '@ped/domain';
import { useSeo } from '../features/seo/hooks/useSeo';
import { Page, Section } from '../shared/Page';
import type { PageProps } from './page-props';
import { citeInText } from '@ped/domain';

/** Offers listed in the CGV: every one sold, online or by phone (Privilège is on quotation). */
const PRICED_OFFERS: readonly OfferCode[] = ['eco', 'cle', 'vte', 'exp', 'urg'];

function amount(code: OfferCode, customerType: 'consumer' | 'business'): string {
  return priceText(code, customerType) ?? 'Non proposée';
}

export default function TermsPage({ route }: PageProps) {
  useSeo({
    title: 'Conditions générales de vente',
    description: `Conditions générales de vente des pré-états datés de ${COMPANY.legalName} : offres, prix, commande, paiement, délais de livraison, droit de rétractation.`,
    path: route.canonical,
  });
  const taxRate = priceOf('cle', 'consumer')?.taxRate ?? 0;
  const modificationsForConsumers = optionPriceText('unlimited_modifications', 'consumer');
  const modificationsForBusinesses = optionPriceText('unlimited_modifications', 'business');

  return (
    <Page title="Conditions générales de vente" testId="terms-page">
      <Section aria-labelledby="cgv-1">
        <h2 id="cgv-1">1. Objet et champ d’application</h2>
        <p>
          Les présentes conditions régissent la vente, par {COMPANY.legalName} (
          {COMPANY_REGISTRATION}, {COMPANY_ADDRESS}), ci-après « le prestataire », de la rédaction
          de pré-états datés et de prestations associées à toute personne, consommateur ou
          professionnel, ci-après « le client ». Toute commande vaut acceptation des présentes
          conditions, dans leur version en vigueur au jour de la commande.
        </p>
      </Section>
      <Section aria-labelledby="cgv-2">
        <h2 id="cgv-2">2. Les offres</h2>
        <ul>
          {PRICED_OFFERS.map((code) => (
            <li key={code}>
              <strong>{OFFERS[code].name}</strong> :{' '}
              {OFFERS[code].bold.charAt(0).toLowerCase() + OFFERS[code].bold.slice(1)}.{' '}
              {OFFERS[code].small}
            </li>
          ))}
          <li>
            <strong>{OFFERS.pri.name}</strong> :{' '}
            {OFFERS.pri.bold.charAt(0).toLowerCase() + OFFERS.pri.bold.slice(1)}, sur devis.
          </li>
        </ul>
        <p>
          L’offre {OFFERS.exp.name} est réservée aux professionnels titulaires d’un abonnement
          payant. L’offre {OFFERS.urg.name} est vendue uniquement par téléphone, après vérification
          avec le client de la faisabilité de la livraison dans l’heure.
        </p>
      </Section>
      <Section aria-labelledby="cgv-3">
        <h2 id="cgv-3">3. Prix</h2>
        <p>
          Les prix applicables sont ceux affichés au jour de la commande. Les consommateurs se
          voient présenter des prix toutes taxes comprises (TTC), les professionnels connectés à
          leur Espace Pro des prix hors taxes (HT) ; la TVA applicable est de{' '}
          {Math.round(taxRate * 100)}&nbsp;%. Prix en vigueur :
        </p>
        <TextTable>
          <thead>
            <tr>
              <th scope="col">Offre</th>
              <th scope="col">Particuliers</th>
              <th scope="col">Professionnels</th>
            </tr>
          </thead>
          <tbody>
            {PRICED_OFFERS.map((code) => (
              <tr key={code}>
                <th scope="row">{OFFERS[code].name}</th>
                <td>{amount(code, 'consumer')}</td>
                <td>{amount(code, 'business')}</td>
              </tr>
            ))}
          </tbody>
        </TextTable>
        {modificationsForConsumers !== null && (
          <p>
            Option « {OPTION_PRICES.unlimited_modifications.label} » : {modificationsForConsumers}{' '}
            pour les particuliers, {modificationsForBusinesses} pour les professionnels, en
            supplément, avec toute offre sauf {OFFERS.eco.name}.{' '}
            {OPTION_PRICES.unlimited_modifications.buys}
          </p>
        )}
        <p>
          Le prix de l’offre {OFFERS.urg.name} peut varier selon le syndic concerné ; il est
          confirmé au client par téléphone avant la commande.
        </p>
      </Section>
      <Section aria-labelledby="cgv-4">
        <h2 id="cgv-4">4. Commande et paiement</h2>
        <p>
          La commande est passée en ligne : le client renseigne la copropriété, les lots vendus, le
          notaire et transmet ses documents (dépôt en ligne, accès à l’extranet du syndic ou envoi
          par e-mail). Elle est ferme après paiement par carte bancaire, via un prestataire de
          paiement sécurisé ; une confirmation et une facture sont adressées par e-mail. Les
          professionnels peuvent régler selon les modalités de leur abonnement.
        </p>
      </Section>
      <Section aria-labelledby="cgv-5">
        <h2 id="cgv-5">5. Délais de livraison</h2>
        <p>
          Pour les offres rédigées par nos experts, le pré-état daté est livré en moins de 24&nbsp;h
          à compter de la réception de documents complets et lisibles. L’offre {OFFERS.urg.name} est
          livrée dans l’heure suivant la commande téléphonique, du lundi au vendredi de 9&nbsp;h à
          19&nbsp;h. Avec l’offre {OFFERS.eco.name}, le document est disponible dès que le client a
          rempli le formulaire. Si des documents manquent, le délai court à compter de leur
          réception ; le client en est informé.
        </p>
      </Section>
      <Section aria-labelledby="cgv-6">
        <h2 id="cgv-6">6. Droit de rétractation</h2>
        <p>
          Le client consommateur dispose d’un délai de 14 jours à compter de la commande pour se
          rétracter, sans motif ({citeInText('consumerWithdrawal')}), en le notifiant par tout moyen
          dénué d’ambiguïté.
        </p>
        <p>
          Le client qui souhaite recevoir son pré-état daté avant la fin de ce délai le demande
          expressément lors de la commande. Conformément à l’
          {citeInText('withdrawalExceptions')}, il ne peut plus exercer son droit de rétractation
          une fois la prestation pleinement exécutée, s’il a donné son accord exprès à ce
          commencement et reconnu perdre ce droit. S’il se rétracte alors que la prestation a
          commencé sans être achevée, il verse un montant proportionnel au service fourni (
          {citeInText('withdrawalRefund')}). Le remboursement intervient au plus tard 14 jours après
          la rétractation, par le moyen de paiement utilisé.
        </p>
      </Section>
      <Section aria-labelledby="cgv-7">
        <h2 id="cgv-7">7. Obligations du client et responsabilité</h2>
        <p>
          Le pré-état daté est établi à partir des documents et informations fournis par le client
          ou obtenus sur l’extranet du syndic. Le client garantit leur exactitude. Le prestataire
          vérifie la cohérence des montants, signale les informations manquantes et ne les remplace
          jamais par une valeur supposée ; il ne saurait répondre d’une erreur contenue dans un
          document du syndic. Avec l’offre {OFFERS.cle.name}, le pré-état daté est mis à jour
          gratuitement jusqu’à la prochaine assemblée générale, et une fois après elle lorsque la
          signature de la vente la suit.
        </p>
      </Section>
      <Section aria-labelledby="cgv-8">
        <h2 id="cgv-8">8. Réclamations et médiation</h2>
        <p>
          Toute réclamation est adressée au service client (voir{' '}
          <Link to="/contact-aide-pre-etat-date">Contact et aide</Link>). À défaut de solution
          amiable, le consommateur peut recourir gratuitement à un médiateur de la consommation (
          {citeInText('mediation')}) ou à la plateforme européenne de règlement en ligne des
          litiges.
        </p>
      </Section>
      <Section aria-labelledby="cgv-9">
        <h2 id="cgv-9">9. Droit applicable</h2>
        <p>
          Les présentes conditions sont soumises au droit français. En cas de litige, les tribunaux
          français sont compétents ; le consommateur peut saisir, à son choix, la juridiction du
          lieu où il demeurait au moment de la commande ou de la survenance du fait dommageable.
        </p>
      </Section>
    </Page>
  );
}
