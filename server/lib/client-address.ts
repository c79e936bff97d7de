// The client address as the per-address limits count it (the route rate limits and the sign-in
// and code counters of accounts/throttle.service.ts).
import { isIPv4, isIPv6 } from 'node:net';

/**
 * IPv4 as it is; IPv6 by its /64, the block one subscriber usually gets whole (RFC 6177), so an
 * attacker cannot take a fresh bucket per address of it. An IPv4-mapped IPv6 address is its IPv4.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped && isIPv4(mapped[1]!)) return mapped[1]!;
  if (!isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('%')[0]!.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  // An embedded IPv4 tail (::1.2.3.4) stands for two groups; only the first four matter here.
  const missing = 8 - left.length - right.length - (right.at(-1)?.includes('.') ? 1 : 0);
  const groups = ip.includes('::')
    ? [...left, ...Array<string>(missing).fill('0'), ...right]
    : left;
  const prefix = groups.slice(0, 4).map((group) => group.replace(/^0+(?=.)/, ''));
  return `${prefix.join(':')}::/64`;
}
