/**
 * The e-mail a visitor typed to open an order, kept for this tab only (sessionStorage): a
 * reload keeps the order open, closing the tab forgets it, and nothing else is stored.
 */
const keyOf = (orderid: string) => `ped.order-access.${orderid}`;

export function rememberOrderAccess(
  orderid: string,
  account: string,
  storage: Storage | undefined = globalThis.sessionStorage,
): void {
  try {
    storage?.setItem(keyOf(orderid), account);
  } catch {
    // storage refused (private mode, quota): the page asks again after a reload, as before
  }
}

export function rememberedOrderAccess(
  orderid: string,
  storage: Storage | undefined = globalThis.sessionStorage,
): string | null {
  try {
    return storage?.getItem(keyOf(orderid)) ?? null;
  } catch {
    return null;
  }
}
