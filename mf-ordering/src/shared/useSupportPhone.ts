import { useEffect, useState } from 'react';
import { loadRuntimeConfig } from './runtime-config';

/** The customer-service phone number of the runtime configuration; null until known. */
export function useSupportPhone(): string | null {
  const [phone, setPhone] = useState<string | null>(null);
  useEffect(() => {
    let active = true;
    void loadRuntimeConfig().then((config) => {
      if (active) setPhone(config?.phone ?? null);
    });
    return () => {
      active = false;
    };
  }, []);
  return phone;
}
