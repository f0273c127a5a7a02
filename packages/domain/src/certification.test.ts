import {
  CERTIFICATION_MODE_STATEMENTS,
  certificationStatement,
  normalizeVerificationCode,
  printedVerificationCode,
} from './certification';

describe('certificationStatement', () => {
  const verified = (checked: number, seller: number, documents: number) =>
    certificationStatement('verified', { checked, seller, documents });

  it('says the amounts were read and checked in the documents only when they were', () => {
    expect(verified(30, 0, 3)).toBe(
      'Les montants ont été relevés et contrôlés par le rédacteur dans les documents de la copropriété cités par le pré-état daté.',
    );
    expect(verified(30, 0, 3)).toBe(CERTIFICATION_MODE_STATEMENTS.verified);
  });

  it('never says so of an order finished with no document and every amount « Non communiqué »', () => {
    const statement = verified(0, 0, 0);
    expect(statement).not.toMatch(/relevés et contrôlés/);
    expect(statement).toMatch(/figurent « Non communiqué »/);
  });

  it('names the figures that rest on the seller’s declaration', () => {
    expect(verified(12, 3, 2)).toMatch(/sauf ceux dont la source est « Déclaration du vendeur »/);
    expect(verified(0, 15, 0)).toMatch(/^Les montants reprennent la seule déclaration du vendeur/);
    expect(verified(4, 0, 0)).toMatch(/saisis et contrôlés par le rédacteur, sans document/);
  });

  it('keeps the seller-declaration statement of a Libre document', () => {
    expect(
      certificationStatement('seller-declaration', { checked: 0, seller: 20, documents: 0 }),
    ).toBe(CERTIFICATION_MODE_STATEMENTS['seller-declaration']);
  });
});

describe('verification codes', () => {
  it('prints a code in two halves and reads it back whatever the reader typed', () => {
    expect(printedVerificationCode('K7M2QX9PTR')).toBe('K7M2Q-X9PTR');
    expect(normalizeVerificationCode('k7m2q-x9ptr')).toBe('K7M2QX9PTR');
    expect(normalizeVerificationCode(' K7M2Q X9PTR ')).toBe('K7M2QX9PTR');
    expect(normalizeVerificationCode(printedVerificationCode('K7M2QX9PTR'))).toBe('K7M2QX9PTR');
  });
});
