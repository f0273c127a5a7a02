import { useState } from 'react';
import { readSavedDraft } from '../../../shared/draft-storage';

const draftAccountFor = (orderid: string | null): string | null => {
  const saved = orderid ? readSavedDraft() : null;
  return saved && saved.orderid === orderid ? saved.account : null;
};

/**
 * Whose order: the admin panel's ?account=, the e-mail this browser ordered with, or the
 * session. The e-mail is read from the saved draft once per order and kept: the page clears
 * that draft once the order is paid, and the confirmation must not then ask the customer for
 * an address it knew a moment before.
 */
export function useOrderAccount(
  orderid: string | null,
  query: string | null,
  session: string | null,
): string | null {
  const [remembered, setRemembered] = useState(() => ({
    orderid,
    account: draftAccountFor(orderid),
  }));
  let fromDraft = remembered.account;
  if (remembered.orderid !== orderid) {
    // another order on the same page (its address changed): what this browser knows of it
    fromDraft = draftAccountFor(orderid);
    setRemembered({ orderid, account: fromDraft });
  }
  if (query) return query;
  return fromDraft ?? session;
}
