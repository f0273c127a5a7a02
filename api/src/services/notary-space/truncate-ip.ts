import { isIPv4, isIPv6 } from 'node:net';

/**
 * What an opening keeps of the reader's address: enough to tell an office from another
 * (the network), never the machine (CNIL guidance on logs): the last byte of an IPv4, all
 * but the first 48 bits of an IPv6.
 */
export function truncateIp(ip: string | undefined): string {
  const address = (ip ?? '').replace(/^::ffff:(?=\d+\.)/, '');
  if (isIPv4(address)) return address.replace(/\.\d+$/, '.0');
  if (isIPv6(address)) {
    const [head = ''] = address.split('::');
    const groups = head.split(':').filter(Boolean).slice(0, 3);
    return `${groups.join(':')}::`;
  }
  return '';
}
