import { createHmac } from 'node:crypto';
import { nextAttemptAt } from '../../src/services/webhooks/backoff';
import { isPublicAddress, publicOnlyLookup } from '../../src/lib/public-network';
import { checkEndpointUrl } from '../../src/services/webhooks/endpoint-url';
import { postEvent } from '../../src/services/webhooks/send';
import { signatureHeader } from '../../src/services/webhooks/signature';

describe('webhook rules', () => {
  it('backs off 1, 2, 4… minutes and tries a last time when the 24 h are over', () => {
    const first = new Date('2026-11-25T10:00:00Z');
    const tries = [first];
    for (let next = nextAttemptAt(first, 1, first); next;) {
      tries.push(next);
      next = nextAttemptAt(first, tries.length, next);
    }
    expect(tries.map((at) => (at.getTime() - first.getTime()) / 60_000)).toEqual([
      0, 1, 3, 7, 15, 31, 63, 127, 255, 511, 1023, 1440,
    ]);
  });

  it('signs t.body with each secret, as Stripe does', () => {
    const body = '{"id":"evt_1"}';
    const header = signatureHeader(body, ['whsec_a', 'whsec_b'], 1_700_000_000);
    const hmac = (secret: string) =>
      createHmac('sha256', secret).update(`1700000000.${body}`).digest('hex');
    expect(header).toBe(`t=1700000000,v1=${hmac('whsec_a')},v1=${hmac('whsec_b')}`);
  });

  it('tells public addresses from private, loopback, link-local and mapped ones', () => {
    for (const address of ['8.8.8.8', '93.184.216.34', '2001:4860:4860::8888'])
      expect({ address, public: isPublicAddress(address) }).toEqual({ address, public: true });
    for (const address of [
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '127.0.0.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      'logiciel.exemple.fr',
    ])
      expect({ address, public: isPublicAddress(address) }).toEqual({ address, public: false });
  });

  it('refuses every IPv6 form that embeds or translates an IPv4 address, and site-local ones (they passed)', () => {
    const embedding = {
      'NAT64 local-use 64:ff9b:1::/48': '64:ff9b:1::a00:1',
      'IPv4-mapped ::ffff:0:0/96, written in hex': '::ffff:7f00:1',
      'IPv4-mapped, of a public address': '::ffff:8.8.8.8',
      'IPv4-translated ::ffff:0:0:0/96': '::ffff:0:a9fe:a9fe',
      'IPv4-compatible ::/96': '::a9fe:a9fe',
      'IPv4-compatible, with dots': '::127.0.0.1',
      '6to4 2002::/16': '2002:a9fe:a9fe::1',
      'Teredo 2001::/32': '2001:0:4136:e378:8000:63bf:3fff:fdd2',
      'site-local fec0::/10': 'fec0::1',
    };
    for (const [range, address] of Object.entries(embedding))
      expect({ range, public: isPublicAddress(address) }).toEqual({ range, public: false });
    // public IPv6 stays public, next to those blocks
    for (const address of ['2001:4860:4860::8888', '2a00:1450:4007:80e::200e', '2003::1'])
      expect({ address, public: isPublicAddress(address) }).toEqual({ address, public: true });
    expect(() =>
      checkEndpointUrl('https://[64:ff9b:1::a9fe:a9fe]/hook', { allowLocal: false }),
    ).toThrow('Adresse privée refusée : le webhook doit être joignable depuis Internet');
  });

  it('accepts HTTPS to a public host in production, never a private one nor localhost', () => {
    const production = { allowLocal: false };
    expect(checkEndpointUrl(' https://logiciel.exemple.fr/hook?cle=1#ancre ', production)).toBe(
      'https://logiciel.exemple.fr/hook?cle=1',
    );
    for (const url of [
      'https://10.0.0.1/hook',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/hook',
      'https://[::ffff:127.0.0.1]/hook',
      'https://localhost/hook',
      'https://app.localhost/hook',
    ])
      expect(() => checkEndpointUrl(url, production)).toThrow(
        'Adresse privée refusée : le webhook doit être joignable depuis Internet',
      );
    expect(() => checkEndpointUrl('http://localhost:4300/hook', production)).toThrow(
      'L’adresse doit commencer par https://',
    );
    // development and tests: a receiver on this machine, in plain HTTP
    expect(checkEndpointUrl('http://localhost:4300/hook', { allowLocal: true })).toBe(
      'http://localhost:4300/hook',
    );
    expect(() => checkEndpointUrl('http://192.168.1.5/hook', { allowLocal: true })).toThrow(
      'L’adresse doit commencer par https://',
    );
  });

  it('refuses, at delivery, a name that resolves to a private address', async () => {
    const outcome = await new Promise<{ code?: string; addresses?: unknown }>((resolve) =>
      publicOnlyLookup('localhost', { all: true }, (error, addresses) =>
        resolve({ code: (error as { code?: string } | null)?.code, addresses }),
      ),
    );
    expect(outcome.code).toBe('EPRIVATEADDRESS');
    const refused = await postEvent('http://127.0.0.1:9/hook', '{}', 't=1,v1=00', {
      allowLocal: false,
    });
    expect(refused).toMatchObject({ succeeded: false, status_code: null });
    expect(refused.error).toMatch(/^L’adresse doit commencer par https:\/\//);
  });
});
