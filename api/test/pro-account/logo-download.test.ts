import { readFileSync } from 'node:fs';
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
