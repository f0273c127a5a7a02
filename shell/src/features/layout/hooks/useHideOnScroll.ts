import { useEffect, useState } from 'react';

/** SPEC §9: the header hides after 100 px of downward scroll. */
export const HEADER_HIDE_AFTER_PX = 100;

/** Hidden while scrolling down past the threshold, shown again as soon as the user scrolls up. */
export function useHideOnScroll(threshold: number = HEADER_HIDE_AFTER_PX): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    let last = window.scrollY;
    function onScroll() {
      const y = window.scrollY;
      if (y <= threshold) setHidden(false);
      else if (y > last) setHidden(true);
      else if (y < last) setHidden(false);
      last = y;
    }
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold]);
  return hidden;
}
