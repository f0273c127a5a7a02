import { Link, Navigate, useParams } from 'react-router-dom';
import { cityDocumentsPath, DOCUMENTS_CITY_HELP_PREFIX, SHELL_PATHS } from '@ped/contracts/paths';
import { ButtonLink } from '@ped/ui';
import { cityName, isCitySlug } from '../features/cities/cities';
import { RequiredDocuments } from '../features/documents/components/RequiredDocuments';
import { useSeo } from '../features/seo/hooks/useSeo';
import { Actions, Page, Section, WideSection } from '../shared/Page';
import type { PageProps } from './page-props';
import { citeInText } from '@ped/domain';

/**
 * The city comes either from /documents-pre-etat-date/{city} or from the end of
 * /aide/pre-etat-date/documents-necessaires-{city}; any other slug is not a page.
 */
function citySlug(params: Readonly<Partial<Record<string, string>>>): string | null {
  const slug =
    params.city ??
    (params.slug?.startsWith(DOCUMENTS_CITY_HELP_PREFIX)
      ? params.slug.slice(DOCUMENTS_CITY_HELP_PREFIX.length)
      : undefined);
  return slug && isCitySlug(slug) ? slug : null;
}

export default function DocumentsCityPage({ route }: PageProps) {
  const slug = citySlug(useParams());
  const city = slug ? cityName(slug) : '';
  useSeo({
    title: `Documents pour un pré-état daté à ${city}`,
    description: `Vous vendez un lot de copropriété à ${city} ? La liste des documents nécessaires pour établir votre pré-état daté, livré en moins de 24 h.`,
    path: slug ? cityDocumentsPath(slug) : route.canonical,
  });
  if (!slug) return <Navigate to={SHELL_PATHS.notFound} replace />;

  return (
    <Page
      title={`Documents nécessaires pour un pré-état daté à ${city}`}
      lead={`Vous vendez un appartement, une cave ou un parking en copropriété à ${city} ? Voici les documents à réunir pour votre pré-état daté.`}
      testId="documents-city-page"
    >
      <WideSection aria-label="Liste des documents">
        <RequiredDocuments />
      </WideSection>
      <Section aria-labelledby="ville-regles">
        <h2 id="ville-regles">Les mêmes règles à {city} que partout en France</h2>
        <p>
          L’{citeInText('preEtatDate', { full: true })} s’applique à toutes les copropriétés : à{' '}
          {city} comme ailleurs, le pré-état daté doit être remis à l’acquéreur au plus tard à la
          signature de la promesse de vente. Votre syndic, quel que soit son cabinet, n’est pas le
          seul à pouvoir l’établir.
        </p>
        <p>
          Une seule commande suffit pour tous les lots vendus ensemble dans la même copropriété.
          Nous travaillons à distance, à partir de vos documents ou de l’extranet de votre syndic,
          et partageons le pré-état daté avec votre notaire, où que se trouve son étude.
        </p>
        <p>
          Voir aussi : <Link to="/documents-pre-etat-date">la liste générale des documents</Link> et{' '}
          <Link to="/dossiers/comment-lire-un-pre-etat-date">comment lire un pré-état daté</Link>.
        </p>
      </Section>
      <Actions>
        <ButtonLink as={Link} to="/offres">
          Commander mon pré-état daté
        </ButtonLink>
      </Actions>
    </Page>
  );
}
