import { ORDER_STEPS, type OrderForm, type OrderStep } from '@ped/domain';

/** The browser's key of the saved draft: a page pre-rendered without it is drawn anew. */
export const SAVED_DRAFT_KEY = 'ped.order-draft';

/** What survives a reload: the order's id and e-mail, and the form as last typed. */
export interface SavedDraft {
  orderid: string | null;
  account: string;
  stored: OrderForm;
  /** the step the customer was on */
  step?: OrderStep;
}

/** The syndic password never touches the browser's storage: the API keeps it encrypted. */
const withoutPassword = (form: OrderForm): OrderForm => ({
  ...form,
  syndic: { ...form.syndic, password: '' },
});

export function readSavedDraft(
  storage: Storage | undefined = globalThis.localStorage,
): SavedDraft | null {
  try {
    const raw = storage?.getItem(SAVED_DRAFT_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<SavedDraft>;
    if (
      typeof parsed.account !== 'string' ||
      typeof parsed.stored !== 'object' ||
      parsed.stored === null
    )
      return null;
    const step = ORDER_STEPS.find((s) => s.key === parsed.step)?.key;
    return {
      orderid: typeof parsed.orderid === 'string' ? parsed.orderid : null,
      account: parsed.account,
      stored: parsed.stored,
      ...(step ? { step } : {}),
    };
  } catch {
    return null;
  }
}

export function writeSavedDraft(
  draft: SavedDraft,
  storage: Storage | undefined = globalThis.localStorage,
): void {
  try {
    storage?.setItem(
      SAVED_DRAFT_KEY,
      JSON.stringify({ ...draft, stored: withoutPassword(draft.stored) }),
    );
  } catch {
    // a full or disabled storage only costs the resume after a reload
  }
}

export function clearSavedDraft(storage: Storage | undefined = globalThis.localStorage): void {
  try {
    storage?.removeItem(SAVED_DRAFT_KEY);
  } catch {
    // nothing to clear
  }
}
