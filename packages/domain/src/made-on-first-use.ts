/**
 * A value made the first time it is asked for. Intl formatters are costly to build (one with a
 * time zone loads the zone's rules): built at module load, they were a long task on a phone
 * for every page importing this package, most of which never format a date.
 */
export function madeOnFirstUse<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}
