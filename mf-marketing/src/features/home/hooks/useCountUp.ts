import { useEffect, useRef, useState, type RefObject } from 'react';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';

export const COUNT_UP_MS = 2000;

const easeOut = (t: number) => 1 - (1 - t) ** 3;

/**
 * A number that counts from 0 to `target` over 2 s the first time its element scrolls
 * into view. Until then (and for reduced motion, or where IntersectionObserver is
 * missing, as for most crawlers) the final value is what is rendered.
 */
export function useCountUp<E extends Element>(
  target: number,
): { ref: RefObject<E | null>; value: number } {
  const ref = useRef<E>(null);
  const reducedMotion = usePrefersReducedMotion();
  const [value, setValue] = useState(target);

  useEffect(() => {
    const element = ref.current;
    if (reducedMotion || !element || typeof IntersectionObserver !== 'function') return;
    let frame = 0;
    const observer = new IntersectionObserver(([entry]) => {
      if (!entry?.isIntersecting) return;
      observer.disconnect();
      const start = performance.now();
      const step = (now: number) => {
        const progress = Math.min((now - start) / COUNT_UP_MS, 1);
        setValue(Math.round(target * easeOut(progress)));
        if (progress < 1) frame = requestAnimationFrame(step);
      };
      frame = requestAnimationFrame(step);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [target, reducedMotion]);

  return { ref, value };
}
