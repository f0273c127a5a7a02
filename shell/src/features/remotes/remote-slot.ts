import { createContext, type ReactNode } from 'react';

/**
 * Given only by the shell's server render (src/prerender): what the remote area shows in
 * place of the remote, which the server does not run: the mark where it puts the page the
 * remote pre-rendered, or the page's skeleton (docs/decisions/051).
 */
export const RemoteSlot = createContext<ReactNode | null>(null);
