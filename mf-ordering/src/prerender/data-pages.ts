import { matchPath } from 'react-router-dom';
import {
  createHttpClient,
  fetchNotarySpace,
  memoryTokenStorage,
  verifyDocument,
  type HttpClient,
} from '@ped/client';
import { ORDERING_PATHS } from '@ped/contracts/paths';

/**
 * Pages of someone's own that the shell's server draws per request with what the API answers
 * for them (ADR 081): the notary's space and the verification of a printed code, the first
 * pages a notary opens from an e-mail or a document. Any other page of this remote is either
 * pre-rendered at the build or drawn in the browser.
 */
const LOADERS: Array<{
  pattern: string;
  load(params: Record<string, string | undefined>, client: HttpClient): Promise<unknown>;
}> = [
  {
    pattern: ORDERING_PATHS.notarySpace,
    load: ({ token = '' }, client) => fetchNotarySpace(token, client),
  },
  {
    pattern: ORDERING_PATHS.verification,
    load: ({ code = '' }, client) => verifyDocument(code, client),
  },
];

export const DATA_PAGE_PATTERNS = LOADERS.map(({ pattern }) => pattern);

/** How the shell's server reaches the API for the visitor it serves. */
export interface ApiAccess {
  apiUrl: string;
  /** added to each request: the visitor's address (X-Forwarded-For) */
  headers: Record<string, string>;
}

/** What the API answers for the page at `path`; null when it is not a page drawn with data. */
export async function loadPageData(path: string, { apiUrl, headers }: ApiAccess) {
  for (const { pattern, load } of LOADERS) {
    const match = matchPath(pattern, path);
    if (!match) continue;
    const client = createHttpClient({
      baseUrl: apiUrl,
      // nobody is signed in on these pages: no token is read or kept
      tokens: memoryTokenStorage(),
      fetchImpl: (input, init) =>
        fetch(input, { ...init, headers: { ...(init?.headers as object), ...headers } }),
    });
    return { path, value: await load(match.params, client) };
  }
  return null;
}
