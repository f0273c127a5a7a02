/**
 * Files fetched through the API client (authenticated, so no plain link can fetch them)
 * handed to the browser. The object URL outlives the click by a minute: revoked at once,
 * some browsers would cancel a download that has not started yet.
 */
const OBJECT_URL_LIFETIME_MS = 60_000;

function objectUrlOf(blob: Blob): string {
  const url = URL.createObjectURL(blob);
  setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
  return url;
}

/** Saves a file under `fileName`, as a download. */
export function saveBlob(blob: Blob, fileName: string): void {
  const link = Object.assign(document.createElement('a'), {
    href: objectUrlOf(blob),
    download: fileName,
  });
  // in the document while clicked: Firefox ignores a click on a detached link
  document.body.append(link);
  link.click();
  link.remove();
}

/** Opens a file in a new tab (a PDF or an image the browser shows). */
export function openBlob(blob: Blob): void {
  window.open(objectUrlOf(blob), '_blank', 'noopener');
}
