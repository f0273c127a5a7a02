import { useId } from 'react';

/** A DOM id for label/field wiring: the one given, else a stable generated one. */
export function useFieldId(given?: string): string {
  const generated = useId();
  return given ?? `ped-${generated.replace(/:/g, '')}`;
}
