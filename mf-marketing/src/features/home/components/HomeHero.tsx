import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { orderPathForSolution, orderSolutionForPlan, type PlanCode } from '@ped/domain';
import { ButtonLink } from '@ped/ui';
import { SLOGANS } from '../data/slogans';
import { SloganRotator } from './SloganRotator';
import { TrustLogos } from './TrustLogos';

const Hero = styled.section`
  display: grid;
  gap: 20px;
  padding: 48px 0 32px;
  h1 {
    margin: 0;
    font-size: clamp(1.9rem, 5vw, 3rem);
    max-width: 22ch;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
`;

/**
 * Title, rotating slogan and the two calls to action. A connected professional on a paid
 * plan orders the expert solution; everyone else the turn-key one.
 */
export function HomeHero({ plan }: { plan: PlanCode | null }) {
  return (
    <Hero aria-labelledby="accueil-titre">
      <h1 id="accueil-titre">Votre pré-état daté en ligne, livré en moins de 24&nbsp;h</h1>
      <SloganRotator slogans={SLOGANS} />
      <Actions>
        <ButtonLink
          as={Link}
          to={orderPathForSolution(orderSolutionForPlan(plan))}
          data-testid="home-order"
        >
          Commander mon pré-état daté
        </ButtonLink>
        <ButtonLink as={Link} to="/pourquoi-le-pre-etat-date" $variant="secondary">
          En savoir plus
        </ButtonLink>
      </Actions>
      <TrustLogos />
    </Hero>
  );
}
