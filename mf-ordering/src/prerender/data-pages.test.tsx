import type { NotarySpace } from '@ped/client';
import { devRuntimeConfig, PAGE_DATA_ELEMENT_ID } from '@ped/host';
import { fakeApi, hydrateAsInShell } from '@ped/host/testing';
import { DATA_PAGE_PATTERNS, loadPageData } from './data-pages';

const SPACE_PATH = '/espace-notaire/jeton-du-notaire';

const SPACE: NotarySpace = {
  orderid: 'AB12CD',
  state: 'done',
  offer: 'Confort',
  copropriete: {
    name: 'Résidence des Lilas',
    address: '3 rue des Lilas, 69003 Lyon',
    registration_id: null,
  },
  lots: [
    { number: '12', kind: 'appartement', description: 'Appartement T3' },
    { number: '45', kind: 'cave', description: 'Cave' },
  ],
  sellers: ['Marie Dupont'],
  document: { version: 1, delivered: '2026-11-25T10:00:00Z' },
  versions: [{ version: 1, delivered: '2026-11-25T10:00:00Z', changes: null }],
  annexes: [],
  next_ag: null,
  freshness: null,
  updating: null,
  settlement: {
    schedule: [],
    signing_day: null,
    rule: 'due-date',
  } as unknown as NotarySpace['settlement'],
  recipient: { role: 'buyer-notary', name: 'Maître Durand', email: 'etude.durand@notaires.test' },
  expires: '2027-02-25T00:00:00Z',
  answers: [],
};

describe('pages drawn with their data (ADR 081)', () => {
  it('are the notary’s space and the verification of a code', () => {
    expect(DATA_PAGE_PATTERNS).toEqual(['/espace-notaire/:token', '/verification/:code']);
  });

  // the shell's server reaches the API through its own client, on global fetch: not the fake
  it('asks the API for the space with the visitor’s address, and for no other page', async () => {
    const fetched: Array<{ url: string; headers: Record<string, string> }> = [];
    const realFetch = global.fetch;
    global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      fetched.push({ url: String(input), headers: init?.headers as Record<string, string> });
      // jsdom has no Response: what the client reads of one
      return {
        ok: true,
        status: 200,
        json: async () => ({ success: true, message: '', payload: SPACE }),
      } as Response;
    }) as typeof fetch;
    try {
      const access = {
        apiUrl: 'http://api.interne:4000',
        headers: { 'x-forwarded-for': '203.0.113.7' },
      };
      expect(await loadPageData(SPACE_PATH, access)).toEqual({ path: SPACE_PATH, value: SPACE });
      expect(fetched).toEqual([
        {
          url: 'http://api.interne:4000/espace-notaire/jeton-du-notaire',
          headers: expect.objectContaining({ 'x-forwarded-for': '203.0.113.7' }),
        },
      ]);
      expect(await loadPageData('/pre-etat-date/commande', access)).toBeNull();
      expect(fetched).toHaveLength(1);
    } finally {
      global.fetch = realFetch;
    }
  });

  it('hydrates the space drawn with its data without a mismatch and without asking for it again', async () => {
    // the browser's client: any request for the space made here would be a second opening;
    // the PDF shown in the page is fetched once hydrated, and left loading (jsdom draws no PDF)
    const api = fakeApi().on('GET', `${SPACE_PATH}/document`, () => new Promise(() => undefined));
    const { container, mismatches } = await hydrateAsInShell(() => import('../app/App'), {
      path: SPACE_PATH,
      config: devRuntimeConfig(),
      data: { path: SPACE_PATH, value: SPACE },
    });
    expect(mismatches).toEqual([]);
    expect(container).toHaveTextContent('Espace de Maître Durand');
    expect(container).toHaveTextContent('Lot n° 45 — cave, Cave');
    expect(api.calls('GET', SPACE_PATH)).toEqual([]);
    // shown once: reaching the page again later in the app loads it afresh
    expect(document.getElementById(PAGE_DATA_ELEMENT_ID)).toBeNull();
    container.remove();
  });
});
