import { createContext, useContext } from 'react';
import type { RuntimeConfig } from './remotes';

/**
 * The shell's runtime configuration (/config.json), provided to every remote by its host
 * so that no remote fetches or parses it again.
 */
export const RuntimeConfigContext = createContext<RuntimeConfig | null>(null);

/** The runtime configuration; null only outside a host (a unit test without provider). */
export function useRuntimeConfig(): RuntimeConfig | null {
  return useContext(RuntimeConfigContext);
}

/** The customer-service phone number, free call Monday to Friday 9h-19h (docs/product.md §2.6). */
export function useSupportPhone(): string | null {
  return useRuntimeConfig()?.phone ?? null;
}
