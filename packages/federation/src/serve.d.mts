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
    request: { pathname: string; query: URLSearchParams; origin: string },
  ) => string | Promise<string>;
}): Promise<Server>;
