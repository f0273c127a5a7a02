import { useState } from 'react';
import { readSavedDraft } from '../../../shared/draft-storage';
import { rememberedOrderAccess } from '../../../shared/order-access-storage';

const knownAccountFor = (orderid: string | null): string | null => {
  if (!orderid) return null;
  const saved = readSavedDraft();
  return saved && saved.orderid === orderid ? saved.account : rememberedOrderAccess(orderid);
};

/**
 * Whose order: the admin panel's ?account=, the e-mail this browser ordered with (or typed
 * in this tab to open the order), or the session. The e-mail is read once per order and
 * kept: the page clears the draft once the order is paid, and the confirmation must not then
 * ask the customer for an address it knew a moment before.
 */
export function useOrderAccount(
  orderid: string | null,
  query: string | null,
  session: string | null,
): string | null {
  const [remembered, setRemembered] = useState(() => ({
    orderid,
    account: knownAccountFor(orderid),
  }));
  let fromDraft = remembered.account;
  if (remembered.orderid !== orderid) {
    // another order on the same page (its address changed): what this browser knows of it
    fromDraft = knownAccountFor(orderid);
    setRemembered({ orderid, account: fromDraft });
  }
  if (query) return query;
  return fromDraft ?? session;
}
