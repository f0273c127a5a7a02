/**
 * What identifies a deployed build: the shell's /version.json and each remote's
 * version.json beside its entry, all emitted at build time by the federation factory.
 */
export function versionUrls(
  remoteEntries: Record<string, string | undefined>,
  shellOrigin: string,
): string[] {
  const remotes = Object.values(remoteEntries)
    .filter((entry): entry is string => Boolean(entry))
    .map((entry) => new URL('version.json', entry).toString());
  return [new URL('/version.json', shellOrigin).toString(), ...remotes];
}

export async function readVersion(
  url: string,
  fetchImpl: typeof fetch = fetch,
): Promise<string | null> {
  try {
    const response = await fetchImpl(url, { cache: 'no-store' });
    if (!response.ok) return null;
    const body = (await response.json()) as { version?: unknown };
    return typeof body.version === 'string' ? body.version : null;
  } catch {
    return null;
  }
}

/** A build changed when a source that answered before answers with another version. */
export function hasChanged(
  before: ReadonlyMap<string, string | null>,
  after: ReadonlyMap<string, string | null>,
): boolean {
  for (const [url, version] of after) {
    const previous = before.get(url);
    if (previous && version && previous !== version) return true;
  }
  return false;
}
