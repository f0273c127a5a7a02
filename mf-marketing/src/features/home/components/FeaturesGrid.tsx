import styled from 'styled-components';
import { typeScale } from '@ped/ui';
import { FEATURES } from '../data/features';

const Grid = styled.ul`
  display: grid;
  gap: 20px;
  grid-template-columns: repeat(auto-fit, minmax(260px, 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    grid-template-columns: 32px 1fr;
    gap: 4px 12px;
  }
  h3 {
    margin: 0;
    font-size: ${typeScale.lg};
  }
  p {
    grid-column: 2;
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Check = () => (
  <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <circle cx="12" cy="12" r="11" fill="#15803d" />
    <path
      d="M7 12.5l3.2 3.2L17 9"
      stroke="#fff"
      strokeWidth="2.4"
      fill="none"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);

export function FeaturesGrid() {
  return (
    <Grid data-testid="features">
      {FEATURES.map((feature) => (
        <li key={feature.title}>
          <Check />
          <h3>{feature.title}</h3>
          <p>{feature.text}</p>
        </li>
      ))}
    </Grid>
  );
}
