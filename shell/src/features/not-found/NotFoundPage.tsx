import { ORDER_FLOW_PATH } from '@ped/contracts/paths';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { usePageMeta } from '@ped/contracts';

const Section = styled.section`
  max-width: 640px;
  margin: 64px auto;
  padding: 0 24px;
  text-align: center;
`;

export function NotFoundPage() {
  usePageMeta({
    title: 'Page introuvable',
    description: 'La page demandée n’existe pas ou a été déplacée.',
    noindex: true,
  });
  return (
    <Section>
      <h1>Page introuvable</h1>
      <p>La page demandée n’existe pas ou a été déplacée.</p>
      <p>
        <Link to="/">Retour à l’accueil</Link> ·{' '}
        <Link to={ORDER_FLOW_PATH}>Commander un pré-état daté</Link>
      </p>
    </Section>
  );
}
