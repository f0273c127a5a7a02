import { valuesAtPath } from '@ped/domain';

/** The value a column shows: the one at its path, or all of them when the path crosses arrays. */
export function valueAt(row: unknown, path: string): unknown {
  const values = valuesAtPath(row, path);
  return values.length <= 1 ? values[0] : values;
}
