import { useEffect, useState } from 'react';

/** Runs `task` when the browser is idle (soon after, where requestIdleCallback is missing). */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 200);
  return () => window.clearTimeout(id);
}

/**
 * True once the window's load event has fired and the main thread is idle: for work that must
 * not compete with the first render (the version check, the cookie banner). False in the first
 * render whatever the state, so that a pre-rendered page hydrates with the same markup.
 */
export function usePageLoaded(): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (loaded) return;
    let cancelIdle = () => undefined as void;
    const onLoad = () => {
      cancelIdle = whenIdle(() => setLoaded(true));
    };
    if (document.readyState === 'complete') onLoad();
    else window.addEventListener('load', onLoad, { once: true });
    return () => {
      window.removeEventListener('load', onLoad);
      cancelIdle();
    };
  }, [loaded]);
  return loaded;
}
