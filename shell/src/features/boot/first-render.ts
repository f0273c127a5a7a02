import type { Prerendered } from './runtime-config';

/**
 * How the shell's first render meets the page (docs/decisions/051):
 * - `hydrate-page`: the server drew the remote's page; its code is loaded first, then the
 *   whole page is hydrated;
 * - `hydrate-frame`: the server drew the frame and the page's skeleton; hydrated at once;
 * - `render`: nothing drawn, or drawn for someone else (see `shownAs`): rendered anew.
 */
export type FirstRender = 'hydrate-page' | 'hydrate-frame' | 'render';

/**
 * `shownAs` is the verdict of the page's inline script (shell/public/index.html), which runs
 * before the first paint: 'shown' when the visitor sees what was pre-rendered (light palette,
 * nobody signed in), 'hidden' when the pre-rendered HTML was hidden for them.
 */
export function firstRender(
  prerendered: Prerendered | undefined,
  shownAs: string | undefined,
): FirstRender {
  if (!prerendered || shownAs !== 'shown') return 'render';
  return prerendered === 'page' ? 'hydrate-page' : 'hydrate-frame';
}
