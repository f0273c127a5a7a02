import { Link } from 'react-router-dom';
import { blankTemplateUrl } from '@ped/client';
import { ButtonLink } from '@ped/ui';
import { OFFERS } from '@ped/domain';
import { useSeo } from '../features/seo/hooks/useSeo';
import { Actions, Page, Section } from '../shared/Page';
import type { PageProps } from './page-props';

export default function FreeTemplatePage({ route }: PageProps) {
  useSeo({
    title: 'Modèle de pré-état daté gratuit (PDF)',
    description:
      'Téléchargez gratuitement un modèle vierge de pré-état daté au format PDF, conforme au modèle des notaires, et remplissez-le à partir de vos documents de copropriété.',
    path: route.canonical,
  });
  return (
    <Page
      title="Modèle de pré-état daté gratuit"
      lead="Un formulaire vierge, au format PDF, qui reprend les rubriques du modèle utilisé par les notaires. Téléchargement libre, sans inscription."
      testId="free-template-page"
    >
      <Actions>
        <ButtonLink
          href={blankTemplateUrl()}
          download="pre-etat-date-vierge.pdf"
          data-testid="blank-template-download"
        >
          Télécharger le modèle vierge (PDF)
        </ButtonLink>
      </Actions>
      <Section aria-labelledby="modele-remplir">
        <h2 id="modele-remplir">Comment le remplir</h2>
        <ol>
          <li>
            Réunissez vos <Link to="/documents-pre-etat-date">documents</Link> : appels de fonds,
            relevé de compte, dernier PV d’assemblée générale et ses annexes.
          </li>
          <li>
            Complétez l’identification de la copropriété, du syndic, du vendeur et des lots (numéros
            et tantièmes).
          </li>
          <li>
            Reportez les sommes dues par le vendeur (I-A), dues au vendeur (I-B) et à la charge de
            l’acquéreur (I-C).
          </li>
          <li>
            Remplissez les annexes des deux derniers exercices, les finances et la vie de la
            copropriété, puis listez les documents joints.
          </li>
        </ol>
        <p>
          Laissez vide une information que vous ne connaissez pas plutôt que d’écrire « 0 » : un
          zéro affirme qu’il n’y a rien à payer. Le guide{' '}
          <Link to="/dossiers/comment-lire-un-pre-etat-date">Comment lire un pré-état daté</Link>{' '}
          explique chaque rubrique.
        </p>
      </Section>
      <Section aria-labelledby="modele-limites">
        <h2 id="modele-limites">Éviter un refus du notaire</h2>
        <p>
          Un pré-état daté incomplet ou incohérent est refusé par le notaire et retarde la promesse
          de vente. Avec l’offre {OFFERS.eco.name}, un formulaire guidé vous aide pour chaque
          montant ; avec l’offre {OFFERS.cle.name}, nos experts rédigent tout à partir de vos
          documents.
        </p>
      </Section>
      <Actions>
        <ButtonLink as={Link} to={OFFERS.eco.link_canonical} $variant="secondary">
          Découvrir l’offre {OFFERS.eco.name}
        </ButtonLink>
        <ButtonLink as={Link} to={OFFERS.cle.link_canonical}>
          Le faire rédiger par un expert
        </ButtonLink>
      </Actions>
    </Page>
  );
}
