import { canonicalRedirectUrl } from './canonical';
import { landingVisit } from './landing-visit';
import { loadRuntimeConfig, RUNTIME_BLOCK_ID } from './runtime-config';
import { registerServiceWorker } from './service-worker-registration';

const at = (href: string) => {
  const url = new URL(href);
  return { origin: url.origin, pathname: url.pathname, search: url.search, hash: url.hash };
};

describe('canonical redirect', () => {
  it('sends another origin to the canonical one, keeping path, query and hash', () => {
    expect(
      canonicalRedirectUrl(
        'https://www.pre-etat-date.fr',
        at('https://pre-etat-date.fr/pre-etat-date/commande?partner=x#a'),
      ),
    ).toBe('https://www.pre-etat-date.fr/pre-etat-date/commande?partner=x#a');
    expect(
      canonicalRedirectUrl('https://www.pre-etat-date.fr', at('http://www.pre-etat-date.fr/')),
    ).toBe('https://www.pre-etat-date.fr/');
  });

  it('does nothing on the canonical origin or when none is configured', () => {
    expect(
      canonicalRedirectUrl(
        'https://www.pre-etat-date.fr/',
        at('https://www.pre-etat-date.fr/aide/nos-horaires'),
      ),
    ).toBeNull();
    expect(canonicalRedirectUrl(null, at('http://localhost:3000/'))).toBeNull();
  });
});

describe('landing visit', () => {
  it('takes partner and gclid from the URL, refer from the URL else the referring page', () => {
    expect(landingVisit('?partner=century21&gclid=abc', 'https://www.google.fr/')).toEqual({
      partner: 'century21',
      gclid: 'abc',
      refer: 'https://www.google.fr/',
    });
    expect(landingVisit('?refer=newsletter', 'https://www.google.fr/')).toEqual({
      partner: null,
      gclid: null,
      refer: 'newsletter',
    });
    expect(landingVisit('', '')).toEqual({ partner: null, gclid: null, refer: null });
  });
});

describe('service worker registration', () => {
  it('registers /service-worker.js in production only, once the page has loaded', () => {
    const register = jest.fn().mockResolvedValue(undefined);
    const container = { register } as unknown as ServiceWorkerContainer;
    registerServiceWorker(false, container, 'loading');
    registerServiceWorker(true, container, 'loading');
    expect(register).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    expect(register).toHaveBeenCalledTimes(1);
    expect(register).toHaveBeenCalledWith('/service-worker.js');
  });

  it('registers at once when the shell starts after the page has loaded, as on a composed page', () => {
    const register = jest.fn().mockResolvedValue(undefined);
    const container = { register } as unknown as ServiceWorkerContainer;
    registerServiceWorker(true, container, 'complete');
    expect(register).toHaveBeenCalledWith('/service-worker.js');
  });
});

describe('runtime configuration', () => {
  const config = {
    apiUrl: 'http://api.test',
    canonicalOrigin: null,
    tokenName: 'xst',
    infoBanner: null,
    phone: '01 84 80 12 34',
  };
  const remotes = { marketing: 'http://marketing.test/remoteEntry.js' };
  const routes = [{ path: '/offres', indexing: {}, remote: 'marketing' }];
  const pageWith = (block: string | null) => {
    const page = document.implementation.createHTMLDocument('shell');
    if (block !== null) {
      const script = page.createElement('script');
      script.type = 'application/json';
      script.id = RUNTIME_BLOCK_ID;
      script.textContent = block;
      page.head.append(script);
    }
    return page;
  };
  const fetchMock = jest.fn();
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });
  beforeEach(() => {
    fetchMock.mockReset().mockImplementation(async (path: string) => ({
      ok: true,
      status: 200,
      json: async () =>
        ({ '/config.json': config, '/remotes.json': remotes, '/routes.json': routes })[path],
    }));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
  });

  it('reads the block the server wrote into the page, without a request', async () => {
    await expect(
      loadRuntimeConfig(pageWith(JSON.stringify({ config, remotes, routes }))),
    ).resolves.toEqual({ config, remotes, routes });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('fetches /config.json, /remotes.json and /routes.json when the page has no block or a broken one', async () => {
    const runtime = { config, remotes, routes };
    await expect(loadRuntimeConfig(pageWith(null))).resolves.toEqual(runtime);
    await expect(loadRuntimeConfig(pageWith('{"config":'))).resolves.toEqual(runtime);
    await expect(loadRuntimeConfig(pageWith(JSON.stringify({ config, remotes })))).resolves.toEqual(
      runtime,
    );
    expect(fetchMock.mock.calls.map(([path]) => path)).toEqual(
      Array(3).fill(['/config.json', '/remotes.json', '/routes.json']).flat(),
    );
  });
});
