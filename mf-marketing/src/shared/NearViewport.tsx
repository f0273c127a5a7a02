import { useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import styled from 'styled-components';
import { Deferred } from '@ped/ui';

/** How far below the visible area a section starts loading, so it is there when scrolled to. */
export const NEAR_VIEWPORT_MARGIN = '300px 0px';

/** Whether IntersectionObserver exists does not change while the page lives. */
const noSubscription = () => () => undefined;

/**
 * Keeps about the section's place while it is not rendered (between its desktop and phone
 * heights), so the page moves little when it comes.
 */
const Placeholder = styled.div<{ $minHeight: number }>`
  min-height: ${({ $minHeight }) => $minHeight}px;
`;

/**
 * Renders lazily loaded content (React.lazy) only once its place comes near the viewport:
 * a visitor who never scrolls there never downloads it (docs/decisions/009). Without
 * IntersectionObserver the content is rendered at once.
 */
export function NearViewport({ minHeight, children }: { minHeight: number; children: ReactNode }) {
  const [near, setNear] = useState(false);
  // Without IntersectionObserver, content at once, except in the pre-rendered HTML and the
  // first render that hydrates it, which show the placeholder (docs/decisions/051).
  const unobservable = useSyncExternalStore(
    noSubscription,
    () => typeof IntersectionObserver === 'undefined',
    () => false,
  );
  const place = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = place.current;
    if (near || unobservable || !element) return;
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && setNear(true),
      {
        rootMargin: NEAR_VIEWPORT_MARGIN,
      },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, unobservable]);

  if (!near && !unobservable) return <Placeholder ref={place} $minHeight={minHeight} />;
  return <Deferred fallback={<Placeholder $minHeight={minHeight} />}>{children}</Deferred>;
}
