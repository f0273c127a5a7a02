/**
 * Fastify's `trustProxy` from TRUST_PROXY: empty (the default) believes no proxy, so
 * request.ip is the socket's address and a forged X-Forwarded-For changes nothing; a
 * number trusts that many hops; otherwise a comma-separated list of addresses or CIDR
 * ranges of the proxies in front of the API.
 */
export function trustProxyOption(
  value: string,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  const trimmed = value.trim();
  if (!trimmed || trimmed === 'false') return false;
  if (/^\d+$/.test(trimmed)) {
    const hops = Number(trimmed);
    return (_address, hop) => hop < hops;
  }
  return trimmed
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}
