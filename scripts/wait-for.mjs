/**
 * Resolves once `url` answers 2xx, polling every 200 ms; rejects after `attempts` polls (two
 * minutes by default), so a server that never starts stops its caller with its address.
 */
export async function answers(url, attempts = 600) {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    const up = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} ne répond pas`);
}
