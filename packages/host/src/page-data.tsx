import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

/**
 * What the API answered for a page the shell's server drew with its data (ADR 081): the page
 * reads it on its first render, in Node and in the browser, so that the browser hydrates the
 * same markup and does not ask the API a second time. Keyed by the page's path: another
 * page, or the same page reached later in the app, loads its own.
 */
export interface PageData {
  path: string;
  value: unknown;
}

/** The element of the composed page that carries it, as JSON. */
export const PAGE_DATA_ELEMENT_ID = 'ped-page-data';

/** `<script type="application/json">`: `<` escaped, so that no text in the data ends the script. */
export const pageDataScript = (data: PageData): string =>
  `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;

const ServerPageData = createContext<PageData | null>(null);

/** The data of the page rendered in Node. */
export function PageDataProvider({ data, children }: { data: PageData; children: ReactNode }) {
  return <ServerPageData.Provider value={data}>{children}</ServerPageData.Provider>;
}

function browserPageData(): PageData | null {
  if (typeof document === 'undefined') return null;
  const element = document.getElementById(PAGE_DATA_ELEMENT_ID);
  if (!element) return null;
  try {
    return JSON.parse(element.textContent ?? '') as PageData;
  } catch {
    // a page whose data cannot be read loads it as if none had come
    return null;
  }
}

/**
 * The data the server loaded for the page at `path`, or undefined (then the page loads it).
 * Once the page has shown it, the element is removed: opening the page again later in the app
 * loads fresh data instead of what was true when the page was first drawn.
 */
export function usePageData<T>(path: string): T | undefined {
  const server = useContext(ServerPageData);
  // read once: the page keeps what it was drawn with while it stays on screen
  const [drawn] = useState(() => server ?? browserPageData());
  useEffect(() => {
    if (drawn) document.getElementById(PAGE_DATA_ELEMENT_ID)?.remove();
  }, [drawn]);
  return drawn?.path === path ? (drawn.value as T) : undefined;
}
