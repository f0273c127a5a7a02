/** A value of a Stripe form body: the SDK encodes nested objects and arrays as `a[b][0]=c`. */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormObject = { [key: string]: FormValue };

function keyPath(key: string): string[] {
  const [head = '', ...rest] = key.split('[');
  return [head, ...rest.map((part) => part.replace(/\]$/, ''))];
}

/** Objects whose keys are exactly 0..n-1 were arrays on the SDK side. */
function restoreArrays(value: FormValue): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const entries = Object.entries(value).map(([key, item]): [string, FormValue] => [
    key,
    restoreArrays(item),
  ]);
  const isArray = entries.length > 0 && entries.every(([key], index) => key === String(index));
  return isArray ? entries.map(([, item]) => item) : Object.fromEntries(entries);
}

/**
 * Decodes `application/x-www-form-urlencoded` the way Stripe reads it:
 * `metadata[orderid]=A1B2C3&line_items[0][quantity]=1` becomes
 * `{ metadata: { orderid: 'A1B2C3' }, line_items: [{ quantity: '1' }] }`.
 */
export function parseStripeForm(body: string): FormObject {
  const root: FormObject = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = keyPath(key);
    let node: FormObject = root;
    path.forEach((segment, index) => {
      if (index === path.length - 1) {
        node[segment] = value;
        return;
      }
      const next = node[segment];
      if (typeof next !== 'object' || Array.isArray(next)) node[segment] = {};
      node = node[segment] as FormObject;
    });
  }
  return restoreArrays(root) as FormObject;
}

export function formString(value: FormValue | undefined): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

export function formObject(value: FormValue | undefined): FormObject {
  return value && typeof value === 'object' && !Array.isArray(value) ? value : {};
}

export function formList(value: FormValue | undefined): FormValue[] {
  return Array.isArray(value) ? value : [];
}

/** Flat string map (metadata): nested values are not allowed by Stripe there. */
export function formStrings(value: FormValue | undefined): Record<string, string> {
  return Object.fromEntries(
    Object.entries(formObject(value)).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}
