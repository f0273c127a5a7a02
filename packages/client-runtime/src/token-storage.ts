/** Where the access token lives in the browser (docs/product.md §9.5: default name 'xst'). */
export const DEFAULT_TOKEN_NAME = 'xst';

export interface TokenStorage {
  read(): string | null;
  write(token: string): void;
  clear(): void;
}

export function localTokenStorage(name: string = DEFAULT_TOKEN_NAME): TokenStorage {
  const store = () => (typeof window === 'undefined' ? undefined : window.localStorage);
  return {
    read: () => store()?.getItem(name) ?? null,
    write: (token) => store()?.setItem(name, token),
    clear: () => store()?.removeItem(name),
  };
}

export function memoryTokenStorage(initial: string | null = null): TokenStorage {
  let token = initial;
  return {
    read: () => token,
    write: (value) => {
      token = value;
    },
    clear: () => {
      token = null;
    },
  };
}
