import { useEffect, useRef, type RefObject } from 'react';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';

export const COUNT_UP_MS = 2000;

const easeOut = (t: number) => 1 - (1 - t) ** 3;

/**
 * Counts a figure from 0 to `target` over 2 s the first time its element scrolls into view,
 * by rewriting the element's text node frame by frame. React renders the final text (what
 * crawlers, reduced-motion users and the pre-rendered page show) and is not asked to render
 * the 120 steps between: on a phone those renders were main-thread work while the page loads.
 * Each step reads `${prefix}${value}${suffix}`; the last one is React's own text.
 */
export function useCountUp<E extends Element>(
  target: number,
  prefix: string,
  suffix: string,
): RefObject<E | null> {
  const ref = useRef<E>(null);
  const reducedMotion = usePrefersReducedMotion();

  useEffect(() => {
    const element = ref.current;
    const node = element?.firstChild;
    if (reducedMotion || !element || !node || typeof IntersectionObserver !== 'function') return;
    let frame = 0;
    const observer = new IntersectionObserver(([entry]) => {
      if (!entry?.isIntersecting) return;
      observer.disconnect();
      const start = performance.now();
      const step = (now: number) => {
        const progress = Math.min((now - start) / COUNT_UP_MS, 1);
        node.nodeValue = `${prefix}${Math.round(target * easeOut(progress))}${suffix}`;
        if (progress < 1) frame = requestAnimationFrame(step);
      };
      frame = requestAnimationFrame(step);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
      node.nodeValue = `${prefix}${target}${suffix}`;
    };
  }, [target, prefix, suffix, reducedMotion]);

  return ref;
}
