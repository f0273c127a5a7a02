import { PARTNERS, partnerForEmail, type PartnerTheme } from './partners';

describe('partners', () => {
  it('enables century21 on two site patterns', () => {
    const enabled = PARTNERS.filter((p) => p.enabled);
    expect(enabled.map((p) => p.key)).toEqual(['century21']);
    expect(enabled[0]!.emailPatterns).toHaveLength(2);
    expect(enabled[0]!.palette.primary).toMatch(/^#[0-9A-F]{6}$/i);
  });

  it.each([
    ['jean.dupont@century21.fr', 'century21'],
    ['JEAN@CENTURY21.FR', 'century21'],
    ['agence@paris15.century21.fr', 'century21'],
    ['  agence@lyon.century21.fr ', 'century21'],
    ['jean@century21.fr.evil.com', null],
    ['jean@notcentury21.fr', null],
    ['jean@gmail.com', null],
    ['century21.fr', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%p -> %p', (email, key) => {
    expect(partnerForEmail(email)?.key ?? null).toBe(key);
  });

  it('ignores disabled partners and accepts other lists', () => {
    const partners: PartnerTheme[] = [
      { ...PARTNERS[0]!, enabled: false },
      { ...PARTNERS[0]!, key: 'orpi', emailPatterns: ['@ORPI.com'] },
    ];
    expect(partnerForEmail('a@century21.fr', partners)).toBeNull();
    expect(partnerForEmail('a@orpi.com', partners)?.key).toBe('orpi');
  });
});
