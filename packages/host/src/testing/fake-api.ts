import { configureApi, memoryTokenStorage, type TokenStorage } from '@ped/client';
import { devRuntimeConfig } from '../standalone';

/** A request the client sent, as a test reads it. */
export interface SentRequest {
  method: string;
  /** without the API's origin nor the query: `/order/AB12CD/figures` */
  path: string;
  /** the `:name` parts of the route that answered it */
  params: Record<string, string>;
  query: Record<string, string>;
  /** the JSON body, parsed as the API reads it; undefined without one */
  body: unknown;
  /** the form of a multipart upload */
  form: FormData | null;
  /** the `Authorization` header, `Bearer <token>`; null when no token was stored */
  authorization: string | null;
}

/** An answer that is not a plain payload: a status and its message, a file, or no network. */
export class Reply {
  constructor(
    readonly status: number,
    readonly content: string | Blob | Error,
  ) {}
}

/** The envelope with `status`; from 400 on, the client throws an ApiError with `message`. */
export const reply = (status: number, message: string, payload: unknown = null) =>
  new Reply(status, JSON.stringify({ success: status < 400, message, payload }));

/** A binary answer (a PDF, a ZIP), as `fetchRaw` downloads read it. */
export const file = (blob: Blob) => new Reply(200, blob);

/** The network fails before any answer, as `fetch` does when offline. */
export const offline = (message = 'Failed to fetch') => new Reply(0, new TypeError(message));

/**
 * A payload (answered `{ success: true, message: 'OK', payload }`), a Reply, or a function of
 * the request giving one of them, or a promise of it.
 */
export type Answer =
  ((request: SentRequest) => unknown) | object | string | number | boolean | null;

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface FakeApiOptions {
  /** the token already stored when the app starts, as a returning visitor's browser holds it */
  token?: string | null;
}

export interface FakeApi {
  /**
   * Answers `method path` (`:name` stands for one segment); several answers go in turn, the
   * last repeating. A route registered later wins over an earlier one that matches too.
   */
  on(method: Method, path: string, ...answers: [Answer, ...Answer[]]): FakeApi;
  /** every request sent, in order */
  readonly requests: SentRequest[];
  /** the requests sent to `method path` (the same patterns as `on`) */
  calls(method: Method, path: string): SentRequest[];
  /** `METHOD /path?query` of each request no route answered: the test fails after it unless emptied */
  readonly unanswered: string[];
  /** the client's token storage: to read what the app stored, or change it as another tab would */
  readonly tokens: TokenStorage;
}

interface Route {
  method: Method;
  pattern: RegExp;
  names: string[];
  answers: Answer[];
}

function compile(path: string): Pick<Route, 'pattern' | 'names'> {
  const names: string[] = [];
  const source = path
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(segment.slice(1));
      return '([^/]+)';
    })
    .join('/');
  return { pattern: new RegExp(`^${source}$`), names };
}

function paramsOf(route: Pick<Route, 'pattern' | 'names'>, path: string) {
  const match = route.pattern.exec(path);
  if (!match) return null;
  return Object.fromEntries(
    route.names.map((name, i) => [name, decodeURIComponent(match[i + 1]!)]),
  );
}

/** jsdom has no Response: what the client reads of one. */
function response(status: number, content: string | Blob): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    json: async () => {
      if (typeof content !== 'string') throw new SyntaxError('Réponse binaire, pas du JSON');
      return JSON.parse(content);
    },
    blob: async () => (typeof content === 'string' ? new Blob([content]) : content),
  } as unknown as Response;
}

/** The API's answer of a success, as its `ok()` writes it. */
const ok = (payload: unknown) => ({ success: true, message: 'OK', payload });

let current: FakeApi | null = null;

// A request no route answers fails its test here, even when the page swallowed the error.
afterEach(() => {
  const unanswered = current?.unanswered.splice(0) ?? [];
  if (unanswered.length)
    throw new Error(`Requêtes sans réponse prévue (api.on) :\n${unanswered.join('\n')}`);
});

/**
 * The API at the HTTP level, for a test: configures the shared client (`@ped/client`) on the
 * runtime configuration's origin, so the real endpoint functions send their real requests
 * (URL, method, query, body) and read real envelopes. Create one per test, before rendering.
 */
export function fakeApi({ token = null }: FakeApiOptions = {}): FakeApi {
  const tokens = memoryTokenStorage(token);
  const routes: Route[] = [];
  const requests: SentRequest[] = [];
  const unanswered: string[] = [];

  const fetchImpl = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input));
    const method = init.method ?? 'GET';
    const request: SentRequest = {
      method,
      path: url.pathname,
      params: {},
      query: Object.fromEntries(url.searchParams),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      form: init.body instanceof FormData ? init.body : null,
      // the client passes its headers as a plain object
      authorization: (init.headers as Record<string, string> | undefined)?.Authorization ?? null,
    };
    requests.push(request);
    const route = routes.find((r) => r.method === method && r.pattern.test(request.path));
    if (!route) {
      const line = `${method} ${url.pathname}${url.search}`;
      unanswered.push(line);
      throw new Error(`Aucune réponse prévue pour ${line}`);
    }
    request.params = paramsOf(route, request.path)!;
    const next = route.answers.length > 1 ? route.answers.shift() : route.answers[0];
    const answer = await (typeof next === 'function' ? next(request) : next);
    if (!(answer instanceof Reply)) return response(200, JSON.stringify(ok(answer)));
    if (answer.content instanceof Error) throw answer.content;
    return response(answer.status, answer.content);
  };

  configureApi({
    baseUrl: devRuntimeConfig().apiUrl,
    tokens,
    fetchImpl: fetchImpl as typeof fetch,
  });

  const api: FakeApi = {
    on(method, path, ...answers) {
      routes.unshift({ method, ...compile(path), answers });
      return api;
    },
    requests,
    unanswered,
    tokens,
    calls: (method, path) => {
      const route = compile(path);
      return requests.filter((r) => r.method === method && paramsOf(route, r.path));
    },
  };
  current = api;
  return api;
}
