import styled, { keyframes } from 'styled-components';
import { PARTNER_LOGOS } from '../data/logos';
import { LogoMark } from './LogoMark';

export const LOGO_BAND_LOOP_S = 45;

const scroll = keyframes`
  from { transform: translateX(0); }
  to { transform: translateX(-50%); }
`;

const Viewport = styled.div`
  overflow: hidden;
  mask-image: linear-gradient(to right, transparent, #000 8%, #000 92%, transparent);
`;

/** Two copies side by side: moving by half the track brings the second exactly where the first was. */
const Track = styled.ul`
  display: flex;
  gap: 40px;
  width: max-content;
  margin: 0;
  padding: 8px 0;
  list-style: none;
  animation: ${scroll} ${LOGO_BAND_LOOP_S}s linear infinite;
  &:hover {
    animation-play-state: paused;
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
    flex-wrap: wrap;
    width: auto;
    justify-content: center;
  }
`;

const Copy = styled.li`
  @media (prefers-reduced-motion: reduce) {
    display: none;
  }
`;

/** The 14 partner logos scrolling in a 45 s loop; still and wrapped for reduced motion. */
export function LogoBand() {
  const hueOf = (index: number) => (index * 47) % 360;
  return (
    <Viewport data-testid="logo-band">
      <Track>
        {PARTNER_LOGOS.map((name, index) => (
          <li key={name}>
            <LogoMark name={name} hue={hueOf(index)} />
          </li>
        ))}
        {PARTNER_LOGOS.map((name, index) => (
          <Copy key={`copie-${name}`} aria-hidden="true">
            <LogoMark name={name} hue={hueOf(index)} />
          </Copy>
        ))}
      </Track>
    </Viewport>
  );
}
