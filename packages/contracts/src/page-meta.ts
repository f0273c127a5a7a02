import { createContext, useContext, useEffect } from 'react';

export interface PageMeta {
  /** the page's own title; the site name is appended */
  title: string;
  description: string;
  /** canonical path ('/le-pre-etat-date'), resolved against the origin; none on private pages */
  path?: string;
  /**
   * The site's public origin. The shell already redirects any other host to the canonical
   * one, so the page's own origin is the canonical origin by the time a page renders.
   */
  origin?: string;
  /**
   * Private pages (an order, the pro area, staff pages) ask search engines not to index
   * them: robots.txt would only hide the tag, and keep their URLs listed without a title.
   */
  noindex?: boolean;
}

export const SITE_NAME = 'Pré-état daté en ligne';

/** Sets a head element's attribute, creating the element if needed; returns how to undo it. */
function setHeadAttribute(
  selector: string,
  create: () => HTMLElement,
  attribute: string,
  value: string,
): () => void {
  const existing = document.head.querySelector<HTMLElement>(selector);
  const element = existing ?? document.head.appendChild(create());
  const previous = existing?.getAttribute(attribute) ?? null;
  element.setAttribute(attribute, value);
  return () => {
    if (!existing) element.remove();
    else if (previous === null) element.removeAttribute(attribute);
    else element.setAttribute(attribute, previous);
  };
}

const meta = (name: string) => () => Object.assign(document.createElement('meta'), { name });

/** The full title a page shows: its own, then the site's name. */
export function documentTitle(title: string): string {
  return title === SITE_NAME ? title : `${title} | ${SITE_NAME}`;
}

/**
 * Given only when a page is rendered to HTML (docs/decisions/051): effects do not run there,
 * so the page's meta are handed to the pre-render, which writes them into the page's head.
 */
export const PageMetaCollector = createContext<((meta: PageMeta) => void) | null>(null);

/**
 * Title, meta description, canonical link and robots directive of a page, for every remote
 * and the shell. They are put back as they were when the page leaves, so a page of another
 * remote never inherits this one's canonical or noindex.
 */
export function usePageMeta({ title, description, path, origin, noindex }: PageMeta): void {
  useContext(PageMetaCollector)?.({ title, description, path, origin, noindex });
  useEffect(() => {
    const previousTitle = document.title;
    document.title = documentTitle(title);
    const restores = [
      setHeadAttribute('meta[name="description"]', meta('description'), 'content', description),
    ];
    if (path)
      restores.push(
        setHeadAttribute(
          'link[rel="canonical"]',
          () => Object.assign(document.createElement('link'), { rel: 'canonical' }),
          'href',
          new URL(path, origin ?? window.location.origin).toString(),
        ),
      );
    if (noindex)
      restores.push(setHeadAttribute('meta[name="robots"]', meta('robots'), 'content', 'noindex'));
    return () => {
      document.title = previousTitle;
      for (const restore of restores) restore();
    };
  }, [title, description, path, origin, noindex]);
}

/** `usePageMeta` where a route table declares its pages (renders nothing). */
export function PageMetaTags(props: PageMeta): null {
  usePageMeta(props);
  return null;
}
