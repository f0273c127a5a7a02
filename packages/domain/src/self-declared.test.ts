import { documentsLine, isSelfDeclared, SELF_DECLARED_TEXT } from './self-declared';

describe('self-declared (Libre) orders', () => {
  it.each([
    ['eco', true],
    ['cle', false],
    ['vte', false],
    [null, false],
    ['inconnue', false],
  ])('%s is self-declared: %s', (offer, expected) => {
    expect(isSelfDeclared(offer)).toBe(expected);
  });

  it('never tells a Libre customer we fetch documents from the extranet', () => {
    expect(documentsLine('eco', 'extranet')).toBe(SELF_DECLARED_TEXT.documents);
    expect(documentsLine('cle', 'extranet')).toBe('Accès à l’extranet du syndic');
    expect(documentsLine('cle', 'fax')).toBeNull();
  });
});
