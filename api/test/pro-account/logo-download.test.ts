import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { LookupFunction } from 'node:net';
import path from 'node:path';
import { Readable } from 'node:stream';
import {
  downloadLogo,
  logoMimetype,
  LogoRefusal,
  MAX_LOGO_BYTES,
  readLogo,
} from '../../src/services/organisations/logo-download';

describe('downloadLogo: an owner’s address is never a way into our network', () => {
  it.each([
    'https://127.0.0.1/logo.png',
    'https://10.1.2.3/logo.png',
    'https://169.254.169.254/latest/meta-data',
    'https://192.168.1.10/logo.png',
    'https://[::1]/logo.png',
    'https://[::ffff:127.0.0.1]/logo.png',
    // a name is checked on the addresses it resolves to, when connecting
    'https://localhost/logo.png',
  ])('refuses %s as not public', async (address) => {
    await expect(downloadLogo(address)).rejects.toEqual(
      new LogoRefusal('Le logo doit être sur un site public'),
    );
  });

  it.each(['http://agence.test/logo.png', 'https://[', 'ftp://agence.test/logo.png'])(
    'refuses %s, not an https address',
    async (address) => {
      await expect(downloadLogo(address)).rejects.toEqual(
        new LogoRefusal('Le logo doit être une adresse https://'),
      );
    },
  );
});

describe('what a downloaded logo may be', () => {
  it('reads an answer up to 512 KB and refuses one byte more, without reading the rest', async () => {
    const within = await readLogo(
      Readable.from([Buffer.alloc(MAX_LOGO_BYTES / 2), Buffer.alloc(MAX_LOGO_BYTES / 2)]),
    );
    expect(within.length).toBe(MAX_LOGO_BYTES);
    let served = 0;
    const endless = new Readable({
      read() {
        served += 64 * 1024;
        this.push(Buffer.alloc(64 * 1024));
      },
    });
    await expect(readLogo(endless)).rejects.toEqual(
      new LogoRefusal('Le logo pèse plus de 512 Ko : réduisez-le'),
    );
    expect(endless.destroyed).toBe(true);
    expect(served).toBeLessThan(2 * MAX_LOGO_BYTES);
  });

  it('is a PNG or a JPEG by its bytes, whatever its address says', () => {
    const png = readFileSync(path.join(__dirname, '../fixtures/documents/appel-de-fonds-scan.png'));
    expect(logoMimetype(png)).toBe('image/png');
    expect(logoMimetype(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toBe('image/jpeg');
    for (const other of [Buffer.from('GIF89a'), Buffer.from('%PDF-1.7'), Buffer.from('<svg/>')])
      expect(() => logoMimetype(other)).toThrow(
        new LogoRefusal('Le logo doit être une image PNG ou JPEG'),
      );
  });
});

describe('downloadLogo against a logo site that answers too slowly', () => {
  const tls = (file: string) => readFileSync(path.join(__dirname, '../fixtures/tls', file));
  const PNG_START = readFileSync(
    path.join(__dirname, '../fixtures/documents/appel-de-fonds-scan.png'),
  ).subarray(0, 64);
  let server: Server;
  let port: number;
  const timers = new Set<NodeJS.Timeout>();
  /** logo.test is this test's own server, on loopback (the only lookup that allows it) */
  const toLoopback: LookupFunction = (_host, options, callback) =>
    options.all
      ? (callback as (e: null, a: Array<{ address: string; family: number }>) => void)(null, [
          { address: '127.0.0.1', family: 4 },
        ])
      : callback(null, '127.0.0.1', 4);

  beforeAll(async () => {
    // a server that sends the headers, then one byte of a PNG every 50 ms, for ever
    server = createServer(
      { key: tls('logo-test.key'), cert: tls('logo-test.crt') },
      (_req, res) => {
        res.writeHead(200, { 'content-type': 'image/png' });
        let sent = 0;
        const drip = setInterval(() => res.write(PNG_START.subarray(sent, ++sent)), 50);
        timers.add(drip);
        res.on('close', () => clearInterval(drip));
      },
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as { port: number }).port;
  });
  afterAll(async () => {
    for (const timer of timers) clearInterval(timer);
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('gives up at the deadline of the whole exchange, not after a silence the drip never leaves', async () => {
    await expect(
      downloadLogo(`https://logo.test:${port}/logo.png`, {
        lookup: toLoopback,
        ca: tls('logo-test.crt'),
        deadlineMs: 400,
      }),
    ).rejects.toEqual(
      new LogoRefusal('Le site du logo ne répond pas assez vite : réessayez plus tard'),
    );
  });
});
