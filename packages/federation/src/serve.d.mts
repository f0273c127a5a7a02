import type { Server } from 'node:http';

export function serveStatic(options: {
  root: string;
  port: number;
  host?: string;
  spa?: boolean;
  isPage?: (pathname: string) => boolean;
  dynamic?: Record<string, () => string>;
  html?: (
    page: string,
    status: number,
    request: {
      pathname: string;
      query: URLSearchParams;
      origin: string;
      /** a browser opening the page (Sec-Fetch-Dest: document) */
      navigation: boolean;
      /** the client's address after those its proxies named */
      forwardedFor: string;
      /** the answer's headers, which the hook may set */
      headers: Record<string, string>;
    },
  ) => string | Promise<string>;
}): Promise<Server>;
