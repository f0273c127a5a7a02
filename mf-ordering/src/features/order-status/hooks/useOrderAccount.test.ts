import { renderHook } from '@testing-library/react';
import { createOrderForm } from '@ped/domain';
import { clearSavedDraft, writeSavedDraft } from '../../../shared/draft-storage';
import { rememberOrderAccess } from '../../../shared/order-access-storage';
import { useOrderAccount } from './useOrderAccount';

const draftOf = (orderid: string, account: string) =>
  writeSavedDraft({ orderid, account, stored: createOrderForm() });

describe('useOrderAccount', () => {
  afterEach(() => {
    clearSavedDraft();
    sessionStorage.clear();
  });

  it('keeps after a reload the e-mail typed in this tab to open the order', () => {
    expect(renderHook(() => useOrderAccount('AB12CD', null, null)).result.current).toBeNull();
    rememberOrderAccess('AB12CD', 'vendeur@exemple.fr');
    // a reload: the page mounts again
    expect(renderHook(() => useOrderAccount('AB12CD', null, null)).result.current).toBe(
      'vendeur@exemple.fr',
    );
    expect(renderHook(() => useOrderAccount('ZZ99ZZ', null, null)).result.current).toBeNull();
  });

  it('keeps the e-mail this browser ordered with after the paid order clears its draft', () => {
    draftOf('AB12CD', 'vendeur@exemple.fr');
    const { result, rerender } = renderHook(() => useOrderAccount('AB12CD', null, null));
    expect(result.current).toBe('vendeur@exemple.fr');
    clearSavedDraft();
    rerender();
    expect(result.current).toBe('vendeur@exemple.fr');
  });

  it('prefers the address given in the link, and falls back to the session', () => {
    draftOf('AB12CD', 'vendeur@exemple.fr');
    expect(
      renderHook(() => useOrderAccount('AB12CD', 'notaire@exemple.fr', null)).result.current,
    ).toBe('notaire@exemple.fr');
    expect(renderHook(() => useOrderAccount('ZZ99ZZ', null, 'pro@exemple.fr')).result.current).toBe(
      'pro@exemple.fr',
    );
  });

  it('reads the draft again when the page shows another order', () => {
    draftOf('ZZ99ZZ', 'autre@exemple.fr');
    const { result, rerender } = renderHook(({ id }) => useOrderAccount(id, null, null), {
      initialProps: { id: 'AB12CD' },
    });
    expect(result.current).toBeNull();
    rerender({ id: 'ZZ99ZZ' });
    expect(result.current).toBe('autre@exemple.fr');
  });
});
