import type { OrderForm } from '@ped/domain';
import { useDraft } from './useDraft';

type ListKey = 'lots' | 'owners';

/** Edits one list of the form (lots, sellers) item by item. */
export function useListEditor<K extends ListKey>(key: K, create: () => OrderForm[K][number]) {
  const { form, patch, errorOf } = useDraft();
  const items = form[key] as Array<OrderForm[K][number]>;
  const set = (next: Array<OrderForm[K][number]>) => patch({ [key]: next } as Partial<OrderForm>);
  return {
    items,
    errorOf: (index: number, field: string) => errorOf(`${key}.${index}.${field}`),
    listError: errorOf(key),
    add: () => set([...items, create()]),
    remove: (index: number) => set(items.filter((_, i) => i !== index)),
    update: (index: number, change: Partial<OrderForm[K][number]>) =>
      set(items.map((item, i) => (i === index ? { ...item, ...change } : item))),
  };
}
