/** docs/product.md §2.8, §9.2: the drawer takes 50 % of the window, 100 % maximised, and is dragged between 30 and 100 %. */
export const PANEL_DEFAULT_HEIGHT = 50;
export const PANEL_MAX_HEIGHT = 100;
export const PANEL_MIN_HEIGHT = 30;

export function clampHeight(percent: number): number {
  return Math.min(PANEL_MAX_HEIGHT, Math.max(PANEL_MIN_HEIGHT, Math.round(percent)));
}

/** The height, in % of the window, for a pointer at `clientY` dragging the top edge. */
export function heightAtPointer(clientY: number, windowHeight: number): number {
  return clampHeight(((windowHeight - clientY) / windowHeight) * 100);
}
