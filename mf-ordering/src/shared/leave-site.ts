/** Sends the browser to another site (the payment page); a module of its own so tests can observe it. */
export function leaveSiteFor(url: string): void {
  window.location.assign(url);
}
