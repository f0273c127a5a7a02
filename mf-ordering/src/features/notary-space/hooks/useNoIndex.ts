import { useEffect } from 'react';

/**
 * Keeps search engines away from a page whose address is a credential (the space's
 * token): a robots meta tag for as long as the page is shown.
 */
export function useNoIndex(): void {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex, nofollow';
    document.head.appendChild(meta);
    return () => meta.remove();
  }, []);
}
