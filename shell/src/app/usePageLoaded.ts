import { useEffect, useState } from 'react';

/** True once the window's load event has fired: for work that must not compete with the first render. */
export function usePageLoaded(): boolean {
  const [loaded, setLoaded] = useState(() => document.readyState === 'complete');
  useEffect(() => {
    if (loaded) return;
    const onLoad = () => setLoaded(true);
    window.addEventListener('load', onLoad);
    return () => window.removeEventListener('load', onLoad);
  }, [loaded]);
  return loaded;
}
