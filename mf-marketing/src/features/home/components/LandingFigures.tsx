import styled from 'styled-components';
import { VisuallyHidden, typeScale } from '@ped/ui';
import { LANDING_FIGURES } from '../data/figures';
import { useCountUp } from '../hooks/useCountUp';

const Grid = styled.dl`
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  margin: 0;
  text-align: center;
  div {
    padding: 20px 12px;
    border-radius: ${({ theme }) => theme.radius.lg};
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  dd {
    margin: 0;
  }
`;

const FigureValue = styled.dt`
  font-size: ${typeScale.display};
  font-weight: 800;
  color: ${({ theme }) => theme.colors.primary};
  font-variant-numeric: tabular-nums;
`;

function Figure({ prefix, value, suffix, label }: (typeof LANDING_FIGURES)[number]) {
  const ref = useCountUp<HTMLSpanElement>(value, prefix, suffix);
  const final = `${prefix}${value}${suffix}`;
  return (
    <div>
      {/* screen readers get the final figure once, not every step of the animation */}
      <FigureValue>
        <span aria-hidden="true" ref={ref}>
          {final}
        </span>
        <VisuallyHidden>{final}</VisuallyHidden>
      </FigureValue>
      <dd>{label}</dd>
    </div>
  );
}

export function LandingFigures() {
  return (
    <Grid data-testid="landing-figures">
      {LANDING_FIGURES.map((figure) => (
        <Figure key={figure.label} {...figure} />
      ))}
    </Grid>
  );
}
