import { useEffect, useState } from 'react';

/** docs/product.md §2.6: the header hides after 100 px of downward scroll. */
export const HEADER_HIDE_AFTER_PX = 100;

/**
 * Hidden while scrolling down past the threshold, shown again as soon as the user scrolls up.
 * A page already scrolled past it when this starts (a scroll position the browser restored, or
 * a scroll while the page was still hydrating) counts as scrolled down.
 */
export function useHideOnScroll(threshold: number = HEADER_HIDE_AFTER_PX): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    // from the top of the page: the first reading (next frame) counts whatever scroll came before
    let last = 0;
    function onScroll() {
      const y = window.scrollY;
      if (y <= threshold) setHidden(false);
      else if (y > last) setHidden(true);
      else if (y < last) setHidden(false);
      last = y;
    }
    const firstReading = requestAnimationFrame(onScroll);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(firstReading);
      window.removeEventListener('scroll', onScroll);
    };
  }, [threshold]);
  return hidden;
}
