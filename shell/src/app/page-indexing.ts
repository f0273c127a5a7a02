import { matchPath } from 'react-router-dom';
import { ORDER_FLOW_PATH, ORDERING_PATHS } from '@ped/contracts/paths';
import { ownerOf } from './route-ownership';

/** What the shell's server writes in the head of a page a remote renders in the browser. */
export interface ServerPageIndexing {
  noindex: boolean;
  /** canonical path, for an indexable page */
  canonical: string | null;
}

const matches = (patterns: readonly string[], pathname: string) =>
  patterns.some((pattern) => matchPath(pattern, pathname) !== null);

/**
 * Indexing of the pages the server sends without their content (ADR 037, 051): the order
 * form's addresses are indexable, canonical to the form (an offer's form to itself); every
 * other page of ordering (an order, a payment link, a notary's space) and the whole pro area
 * say noindex, for crawlers that do not run the remotes' scripts. Marketing's pages carry
 * their own meta, pre-rendered.
 */
export function serverPageIndexing(pathname: string): ServerPageIndexing {
  const owner = ownerOf(pathname);
  if (owner === 'ordering' && matches(ORDERING_PATHS.flow, pathname))
    return { noindex: false, canonical: ORDER_FLOW_PATH };
  if (owner === 'ordering' && matches(ORDERING_PATHS.flowForSolution, pathname))
    return { noindex: false, canonical: pathname };
  if (owner === 'marketing') return { noindex: false, canonical: null };
  return { noindex: true, canonical: null };
}
