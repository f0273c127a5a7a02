import { includesDocuments } from './includes-documents';
import { isFinishDisabled } from './order-states';

describe('includesDocuments', () => {
  it.each([
    [{ offer: 'cle', uploadCount: 0 }, false],
    [{ offer: null, uploadCount: 0 }, false],
    [{ offer: 'cle', uploadCount: 1 }, true],
    [{ offer: 'eco', uploadCount: 3 }, true],
    [{ offer: 'vte', uploadCount: 0 }, true],
  ])('%j -> %s', (order, expected) => {
    expect(includesDocuments(order)).toBe(expected);
  });

  it('makes an order with uploads wait for a register before Terminer', () => {
    const includes_documents = includesDocuments({ offer: 'cle', uploadCount: 2 });
    expect(
      isFinishDisabled({ payload: { offer: 'cle' }, includes_documents, registration_id: null }),
    ).toBe(true);
    expect(
      isFinishDisabled({
        payload: { offer: 'cle' },
        includes_documents,
        registration_id: 'AB1234567',
      }),
    ).toBe(false);
  });
});
