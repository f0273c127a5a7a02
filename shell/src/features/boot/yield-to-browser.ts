/**
 * Ends the current task, so that what the boot did so far (evaluating modules, creating the
 * store) and what it does next are separate tasks, between which the browser can paint and
 * handle input.
 */
export function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
