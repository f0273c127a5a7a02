import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { typeScale } from '@ped/ui';
import { usePrefersReducedMotion } from '../hooks/usePrefersReducedMotion';

export const SLOGAN_INTERVAL_MS = 4000;
export const SLOGAN_FADE_MS = 300;

const Slogan = styled.p<{ $visible: boolean }>`
  /* room for two lines, so the page below never jumps when a slogan changes */
  min-height: 3.2em;
  margin: 0;
  font-size: ${typeScale.xl};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.primary};
  opacity: ${({ $visible }) => ($visible ? 1 : 0)};
  transition: opacity ${SLOGAN_FADE_MS}ms ease-in-out;
`;

/**
 * One slogan at a time: every 4 s the current one fades out in 300 ms and the next fades
 * in. Users who ask for reduced motion keep the first slogan, still.
 */
export function SloganRotator({ slogans }: { slogans: readonly string[] }) {
  const reducedMotion = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  const [visible, setVisible] = useState(true);

  useEffect(() => {
    if (reducedMotion || slogans.length < 2) return;
    let swap: ReturnType<typeof setTimeout> | undefined;
    const tick = setInterval(() => {
      setVisible(false);
      swap = setTimeout(() => {
        setIndex((current) => (current + 1) % slogans.length);
        setVisible(true);
      }, SLOGAN_FADE_MS);
    }, SLOGAN_INTERVAL_MS);
    return () => {
      clearInterval(tick);
      clearTimeout(swap);
    };
  }, [reducedMotion, slogans.length]);

  const shown = reducedMotion ? 0 : index;
  return (
    <Slogan $visible={reducedMotion || visible} data-testid="home-slogan">
      {slogans[shown]}
    </Slogan>
  );
}
