import styled from 'styled-components';
import { typeScale } from '@ped/ui';
import { PARTNER_LOGOS } from '../data/logos';
import { LogoMark } from './LogoMark';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 16px 28px;
  p {
    margin: 0;
    width: 100%;
    font-size: ${typeScale.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

// the badge's words are text on the page's background: the theme's text colour, light or dark
const Badge = styled.svg`
  color: ${({ theme }) => theme.colors.text};
`;

const STAR = 'M10 1.5l2.6 5.3 5.8.8-4.2 4.1 1 5.8L10 14.8l-5.2 2.7 1-5.8L1.6 7.6l5.8-.8z';

/** '+500 avis vérifiés' with five stars, drawn inline. */
function ReviewBadge() {
  return (
    <Badge
      width="250"
      height="40"
      viewBox="0 0 250 40"
      role="img"
      aria-label="Plus de 500 avis clients vérifiés"
      focusable="false"
    >
      {[0, 1, 2, 3, 4].map((index) => (
        <path key={index} d={STAR} transform={`translate(${index * 21} 10)`} fill="#b45309" />
      ))}
      <text
        x="110"
        y="26"
        fontSize="14"
        fontWeight="700"
        fill="currentColor"
        fontFamily="system-ui, sans-serif"
      >
        +500 avis vérifiés
      </text>
    </Badge>
  );
}

/** Who trusts us, just under the hero: review badge and a few partners. */
export function TrustLogos() {
  return (
    <Row data-testid="trust-logos">
      <p>Ils nous font confiance</p>
      <ReviewBadge />
      {PARTNER_LOGOS.slice(0, 3).map((name, index) => (
        <LogoMark key={name} name={name} hue={(index * 47) % 360} />
      ))}
    </Row>
  );
}
