import { useEffect } from 'react';

export interface SeoOptions {
  title: string;
  description: string;
  /** canonical path of the page ('/le-pre-etat-date'), resolved against the origin */
  path: string;
  /**
   * The site's public origin. The shell already redirects any other host to the canonical
   * one, so the page's own origin is the canonical origin by the time a page renders.
   */
  origin?: string;
}

const SITE_NAME = 'Pré-état daté en ligne';

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

/**
 * Title, meta description and canonical link of a page. They are put back as they were
 * when the page leaves, so a page of another remote never inherits this one's canonical.
 */
export function useSeo({ title, description, path, origin }: SeoOptions): void {
  useEffect(() => {
    const previousTitle = document.title;
    document.title = title === SITE_NAME ? title : `${title} | ${SITE_NAME}`;
    const restoreDescription = setHeadAttribute(
      'meta[name="description"]',
      () => Object.assign(document.createElement('meta'), { name: 'description' }),
      'content',
      description,
    );
    const restoreCanonical = setHeadAttribute(
      'link[rel="canonical"]',
      () => Object.assign(document.createElement('link'), { rel: 'canonical' }),
      'href',
      new URL(path, origin ?? window.location.origin).toString(),
    );
    return () => {
      document.title = previousTitle;
      restoreDescription();
      restoreCanonical();
    };
  }, [title, description, path, origin]);
}
