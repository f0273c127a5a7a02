import { documentsLine, isSelfDeclared, orderSteps, SELF_DECLARED_TEXT } from './self-declared';

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

describe('orderSteps', () => {
  it('never asks a Libre seller for documents: they type the amounts, the document leaves at payment', () => {
    const libre = orderSteps('eco').join(' ');
    expect(libre).not.toMatch(/transmettez vos documents|extranet/);
    expect(libre).toContain('Vous saisissez vous-même les montants');
    expect(libre).toContain('Dès le paiement');
    expect(orderSteps('cle').join(' ')).toContain('ou l’accès à l’extranet de votre syndic');
  });
});
