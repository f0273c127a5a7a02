import { configureApi, memoryTokenStorage, type TokenStorage } from '@ped/client';

type Answer = { status: number; body: { success: boolean; message: string; payload: unknown } };

export const success = (payload: unknown, message = 'OK'): Answer => ({
  status: 200,
  body: { success: true, message, payload },
});
export const failure = (status: number, message: string): Answer => ({
  status,
  body: { success: false, message, payload: null },
});

export interface FakeApi {
  tokens: TokenStorage;
  /** "METHOD /path" of every call, in order, with the Authorization header it carried */
  calls: Array<{ route: string; authorization: string | null }>;
  /** answers the next calls of a route (the last answer repeats); a route without any fails as offline */
  answer(route: string, ...answers: Answer[]): void;
}

/** Configures the shared API client on a fetch stand-in that answers routes the test sets. */
export function fakeApi(storedToken: string | null = null): FakeApi {
  const tokens = memoryTokenStorage(storedToken);
  const answers = new Map<string, Answer[]>();
  const calls: FakeApi['calls'] = [];
  const fetchImpl = async (url: RequestInfo | URL, init: RequestInit = {}) => {
    const route = `${init.method ?? 'GET'} ${new URL(String(url)).pathname}`;
    calls.push({
      route,
      authorization: (init.headers as Record<string, string> | undefined)?.Authorization ?? null,
    });
    const queue = answers.get(route);
    if (!queue?.length) throw new TypeError('Failed to fetch');
    const next = (queue.length > 1 ? queue.shift() : queue[0]) as Answer;
    return { ok: next.status < 400, status: next.status, json: async () => next.body } as Response;
  };
  configureApi({ baseUrl: 'http://api.test', tokens, fetchImpl });
  return {
    tokens,
    calls,
    answer: (route, ...list) => {
      answers.set(route, list);
    },
  };
}
