import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * Addresses the API never sends a request to on a user's behalf (ADR 048 and 063, SSRF):
 * loopback, private, link-local (cloud metadata at 169.254.169.254), carrier-grade NAT,
 * documentation, multicast and reserved ranges, in IPv4 and IPv6. Every IPv6 form that embeds
 * or translates an IPv4 address is refused whole, whatever the address inside (issue 35): a
 * gateway or a stack may turn it into that IPv4 address, private or not, and no endpoint has
 * a reason to be reached that way. BlockList only recognised ::ffff:a.b.c.d written with
 * dots, not ::ffff:7f00:1, and none of the others.
 */
const NOT_PUBLIC_IPV4 = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  NOT_PUBLIC_IPV4.addSubnet(network, prefix, 'ipv4');
// Apart: a BlockList matches an IPv4 address against its IPv6 rules too, as ::ffff:a.b.c.d,
// so refusing ::ffff:0:0/96 in the same list would refuse every IPv4 address.
const NOT_PUBLIC_IPV6 = new BlockList();
for (const [network, prefix] of [
  // IPv4-compatible (deprecated), including :: and ::1
  ['::', 96],
  // IPv4-mapped and IPv4-translated (SIIT)
  ['::ffff:0:0', 96],
  ['::ffff:0:0:0', 96],
  // NAT64, well-known and local-use prefixes
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  // Teredo and 6to4 carry IPv4 addresses too
  ['2001::', 32],
  ['2002::', 16],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  // site-local (deprecated), routed inside organisations like a private range
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  NOT_PUBLIC_IPV6.addSubnet(network, prefix, 'ipv6');

/** Whether an IP address is reachable on the Internet (false for anything but an IP). */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return family === 4
    ? !NOT_PUBLIC_IPV4.check(address, 'ipv4')
    : !NOT_PUBLIC_IPV6.check(address, 'ipv6');
}

/** A name that resolves to an address of the list above. */
export class PrivateAddressError extends Error {
  readonly code = 'EPRIVATEADDRESS';
}

/**
 * DNS resolution for requests to an address a user chose (webhooks in production, logos):
 * every address a name resolves to must be public, and the connection goes to the address
 * checked here, so a name re-pointed to 127.0.0.1 or 169.254.169.254 between a check and the
 * connection (DNS rebinding) fails.
 */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...(options as LookupOptions), all: true }, (error, addresses) => {
    const list = addresses as unknown as LookupAddress[];
    if (error) return callback(error, '', 0);
    if (!list.length || list.some((entry) => !isPublicAddress(entry.address)))
      return callback(new PrivateAddressError(hostname), '', 0);
    if ((options as LookupOptions).all) return callback(null, list);
    const [first] = list;
    return callback(null, first!.address, first!.family);
  });
};
