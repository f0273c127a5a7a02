import { Link } from 'react-router-dom';
import { ButtonLink } from '@ped/ui';
import { useSeo } from '../features/seo/hooks/useSeo';
import { Actions, Page, Section } from '../shared/Page';
import type { PageProps } from './page-props';
import { citeInText } from '@ped/domain';

export default function WhatIsPage({ route }: PageProps) {
  useSeo({
    title: 'Le pré-état daté, c’est quoi ?',
    description: `Définition du pré-état daté : ce que la loi ALUR (${citeInText('preEtatDate')}) impose au vendeur d’un lot de copropriété, son contenu, qui l’établit et quand le remettre.`,
    path: route.canonical,
  });
  return (
    <Page
      title="Le pré-état daté, c’est quoi ?"
      lead="Le pré-état daté présente la situation financière d’un lot de copropriété et de l’immeuble. Le vendeur le remet à l’acquéreur au plus tard à la signature de la promesse de vente."
      testId="what-is-page"
    >
      <Section aria-labelledby="definition">
        <h2 id="definition">Un document imposé par la loi ALUR</h2>
        <p>
          Lorsqu’un lot de copropriété à usage d’habitation est vendu, l’
          {citeInText('preEtatDate', { full: true })} (issu de la loi ALUR, modifié par les lois
          ELAN et Climat et Résilience) oblige le vendeur à remettre à l’acquéreur un ensemble de
          documents, au plus tard lors de la signature de la promesse de vente. La partie financière
          de ce dossier est appelée le <strong>pré-état daté</strong>.
        </p>
        <p>
          S’il manque, le délai de rétractation de 10 jours dont dispose l’acquéreur ne commence à
          courir qu’à compter du lendemain de sa remise. C’est pour cette raison que les notaires
          refusent un pré-état daté incomplet ou incohérent.
        </p>
      </Section>
      <Section aria-labelledby="contenu">
        <h2 id="contenu">Ce qu’il contient</h2>
        <p>
          Le pré-état daté donne à l’acquéreur les informations financières prévues par la loi :
        </p>
        <ol type="a">
          <li>
            le montant des charges courantes (budget prévisionnel) et des charges hors budget payées
            par le vendeur au titre des deux exercices précédant la vente ;
          </li>
          <li>
            les sommes susceptibles d’être dues au syndicat des copropriétaires par l’acquéreur ;
          </li>
          <li>
            l’état global des impayés de charges au sein du syndicat et de la dette envers les
            fournisseurs ;
          </li>
          <li>
            lorsqu’il existe un fonds de travaux, la quote-part attachée au lot vendu et le montant
            de la dernière cotisation versée par le vendeur.
          </li>
        </ol>
        <p>
          Les montants des points a, c et d sont arrêtés à la date de la dernière assemblée générale
          ayant approuvé les comptes.
        </p>
        <p>
          Il accompagne les autres documents que le vendeur remet : fiche synthétique, règlement de
          copropriété et état descriptif de division, procès-verbaux des assemblées générales des
          trois dernières années, carnet d’entretien, notice d’information, conclusions du
          diagnostic technique global s’il existe et plan pluriannuel de travaux ou son projet.
        </p>
      </Section>
      <Section aria-labelledby="qui">
        <h2 id="qui">Qui l’établit ?</h2>
        <p>
          La loi ne réserve pas le pré-état daté au syndic. Le vendeur peut l’établir lui-même à
          partir de ses documents, le demander à son syndic (qui le facture librement, de 160 à 600
          € et 244 € en moyenne selon l’INC en 2021, avec un délai de 15 à 30 jours) ou le confier à
          un service en ligne comme le nôtre.
        </p>
        <p>
          À ne pas confondre avec l’<strong>état daté</strong>, établi par le syndic à la demande du
          notaire avant la signature de l’acte de vente :{' '}
          <Link to="/pourquoi-le-pre-etat-date">
            voir la différence entre pré-état daté et état daté
          </Link>
          .
        </p>
      </Section>
      <Section aria-labelledby="suite">
        <h2 id="suite">Pour aller plus loin</h2>
        <ul>
          <li>
            <Link to="/dossiers/comment-lire-un-pre-etat-date">Comment lire un pré-état daté</Link>,
            partie par partie ;
          </li>
          <li>
            <Link to="/documents-pre-etat-date">Les documents nécessaires</Link> pour l’établir ;
          </li>
          <li>
            <Link to="/pre-etat-date-gratuit">Le modèle vierge gratuit</Link> à remplir vous-même.
          </li>
        </ul>
      </Section>
      <Actions>
        <ButtonLink as={Link} to="/offres">
          Commander mon pré-état daté
        </ButtonLink>
      </Actions>
    </Page>
  );
}
