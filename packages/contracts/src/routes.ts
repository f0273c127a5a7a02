import type { PageRemoteName } from './remotes';

/**
 * Route families (docs/decisions/087): each page remote publishes the paths it renders with its
 * deployment (in its pages manifest, `routes`), and the shell's server sends each path to the
 * remote that published it. Adding a page therefore touches its remote only.
 */

/**
 * What a route parameter must name for the page to exist, checked by the shell's server
 * before it answers 200: an order id's shape, a solution of the offers, a French commune
 * (its slug, after `prefix` when the segment carries one).
 */
export type RouteParamRule =
  { kind: 'order-id' } | { kind: 'solution' } | { kind: 'commune'; prefix?: string };

/** How search engines are told about a page the server sends without its content. */
export interface RouteIndexing {
  /**
   * The canonical path: 'self' for the page's own path; absent when the remote's
   * pre-rendered page carries its own canonical link.
   */
  canonical?: string;
}

/** One route a remote renders, as React Router writes it (`/pre-etat-date/:orderID`, `/pro/*`). */
export interface PublishedRoute {
  path: string;
  params?: Record<string, RouteParamRule>;
  /** absent: the page says noindex (someone's order, a private area) */
  indexing?: RouteIndexing;
}

/** The shell's table: every page remote's routes, each with its owner. */
export type RouteTable = ReadonlyArray<PublishedRoute & { remote: PageRemoteName }>;
