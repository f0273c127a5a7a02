import { downloadLogo, LogoRefusal } from '../../src/services/organisations/logo-download';

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
