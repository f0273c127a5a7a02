import { randomBytes } from 'node:crypto';

/** Stripe-like identifiers: a prefix and random characters (cs_test_..., pi_..., evt_...). */
export function sandboxId(prefix: string): string {
  return `${prefix}_${randomBytes(18).toString('base64url').replace(/[-_]/g, '').slice(0, 24)}`;
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);

export interface SandboxObject {
  id: string;
  object: string;
  [field: string]: unknown;
}

/**
 * What the sandbox knows, by object kind ('checkout.session', 'customer'...). It lives in
 * memory: the sandbox stands in for Stripe on one developer machine and its objects, like
 * Stripe test-mode ones, are disposable.
 */
export class SandboxState {
  private readonly kinds = new Map<string, Map<string, SandboxObject>>();

  private collection(kind: string): Map<string, SandboxObject> {
    let found = this.kinds.get(kind);
    if (!found) {
      found = new Map();
      this.kinds.set(kind, found);
    }
    return found;
  }

  save<T extends SandboxObject>(object: T): T {
    this.collection(object.object).set(object.id, object);
    return object;
  }

  get<T extends SandboxObject = SandboxObject>(kind: string, id: string): T | undefined {
    return this.collection(kind).get(id) as T | undefined;
  }

  list<T extends SandboxObject = SandboxObject>(
    kind: string,
    filter: (object: T) => boolean = () => true,
  ): T[] {
    return ([...this.collection(kind).values()] as T[])
      .filter(filter)
      .sort((a, b) => Number(b.created ?? 0) - Number(a.created ?? 0));
  }
}

/** Stripe's list envelope. */
export function stripeList<T>(url: string, data: T[], limit = 10) {
  return { object: 'list', url, has_more: data.length > limit, data: data.slice(0, limit) };
}
