import styled from 'styled-components';
import { Link } from 'react-router-dom';
import { cityDocumentsPath } from '@ped/contracts/paths';
import { ButtonLink } from '@ped/ui';
import { KNOWN_CITIES } from '../features/cities/cities';
import { RequiredDocuments } from '../features/documents/components/RequiredDocuments';
import { useSeo } from '../features/seo/hooks/useSeo';
import { Actions, Page, Section, WideSection } from '../shared/Page';
import type { PageProps } from './page-props';

const Cities = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 16px;
  padding: 0;
  list-style: none;
  li + li {
    margin-top: 0;
  }
`;

export default function DocumentsPage({ route }: PageProps) {
  useSeo({
    title: 'Documents nécessaires pour un pré-état daté',
    description:
      'Appels de fonds, relevé de compte copropriétaire, PV d’assemblée générale, fonds de travaux : la liste des documents nécessaires pour établir un pré-état daté.',
    path: route.canonical,
  });
  return (
    <Page
      title="Les documents nécessaires pour un pré-état daté"
      lead="Quelques documents que vous avez déjà reçus de votre syndic suffisent. Voici lesquels, et comment faire si vous ne les retrouvez pas."
      testId="documents-page"
    >
      <WideSection aria-label="Liste des documents">
        <RequiredDocuments />
      </WideSection>
      <Section aria-labelledby="documents-pourquoi">
        <h2 id="documents-pourquoi">À quoi sert chaque document ?</h2>
        <p>
          Les appels de fonds et le relevé de compte donnent les provisions dues et les sommes déjà
          payées par le vendeur (parties I-A et I-B). Le procès-verbal d’assemblée générale et ses
          annexes comptables fixent les charges des deux derniers exercices, les impayés de la
          copropriété, la dette envers les fournisseurs et les travaux votés, que l’acquéreur devra
          en partie financer (partie I-C).
        </p>
      </Section>
      <Section aria-labelledby="documents-villes">
        <h2 id="documents-villes">Par ville</h2>
        <p>La loi est la même partout en France ; retrouvez la liste adaptée à votre ville :</p>
        <Cities>
          {Object.entries(KNOWN_CITIES).map(([slug, name]) => (
            <li key={slug}>
              <Link to={cityDocumentsPath(slug)}>{name}</Link>
            </li>
          ))}
        </Cities>
      </Section>
      <Actions>
        <ButtonLink as={Link} to="/offres">
          Commander mon pré-état daté
        </ButtonLink>
      </Actions>
    </Page>
  );
}
