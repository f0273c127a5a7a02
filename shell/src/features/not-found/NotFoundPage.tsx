import { ORDER_FLOW_PATH } from '@ped/contracts/paths';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { usePageMeta } from '@ped/contracts';
import { Container } from '@ped/ui';

const Section = styled(Container)`
  margin-block: 64px;
  text-align: center;
`;

export function NotFoundPage() {
  usePageMeta({
    title: 'Page introuvable',
    description: 'La page demandée n’existe pas ou a été déplacée.',
    noindex: true,
  });
  return (
    <Section as="section" $width="sm">
      <h1>Page introuvable</h1>
      <p>La page demandée n’existe pas ou a été déplacée.</p>
      <p>
        <Link to="/">Retour à l’accueil</Link> ·{' '}
        <Link to={ORDER_FLOW_PATH}>Commander un pré-état daté</Link>
      </p>
    </Section>
  );
}
