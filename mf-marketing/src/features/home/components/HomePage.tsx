import { Link } from 'react-router-dom';
import styled from 'styled-components';

const Hero = styled.section`
  max-width: 1100px;
  margin: 0 auto;
  padding: 64px 24px;
`;

export function HomePage() {
  return (
    <Hero data-testid="marketing-home">
      <h1>Votre pré-état daté en ligne, livré en 24 h</h1>
      <p>Accepté par les notaires, sans attendre le syndic et pour une fraction de son prix.</p>
      <Link to="/pre-etat-date/commande">Commander maintenant</Link>
    </Hero>
  );
}
