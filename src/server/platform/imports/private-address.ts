import net from 'node:net';

/**
 * Every block of IANA's IPv4 Special-Purpose Address Registry, the globally reachable anycast
 * ones too (no Baby Buddy lives there), and multicast. 240.0.0.0/4 holds the broadcast address.
 */
const SPECIAL_IPV4 = new net.BlockList();
for (const [block, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.31.196.0', 24],
  ['192.52.193.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['192.175.48.0', 24],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  SPECIAL_IPV4.addSubnet(block, bits, 'ipv4');

/** The only IPv6 space allocated to the internet's hosts. */
const GLOBAL_UNICAST = new net.BlockList();
GLOBAL_UNICAST.addSubnet('2000::', 3, 'ipv6');

/**
 * The blocks of IANA's IPv6 Special-Purpose Address Registry inside 2000::/3; the others (loopback,
 * unspecified, IPv4-compatible, 64:ff9b:1::/48, 100::/64, 5f00::/16, fc00::/7, fe80::/10, multicast)
 * lie outside it. 2001::/23 holds Teredo, whose embedded IPv4 is hidden, and benchmarking.
 */
const SPECIAL_IPV6 = new net.BlockList();
for (const [block, bits] of [
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2620:4f:8000::', 48],
  ['3fff::', 20],
] as const)
  SPECIAL_IPV6.addSubnet(block, bits, 'ipv6');

/** The eight 16-bit groups of an IPv6 address, from any of its spellings. */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase();
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array(8 - headGroups.length - tailGroups.length).fill('0');
  return [...headGroups, ...zeros, ...tailGroups].map((group) => Number.parseInt(group, 16));
}

const ipv4Of = (high: number, low: number) => [high >> 8, high & 255, low >> 8, low & 255].join('.');

/**
 * The IPv4 address inside an IPv6 one that reaches it: IPv4-mapped (::ffff:0:0/96), the NAT64
 * prefix (64:ff9b::/96) and 6to4 (2002::/16). These are the public internet when the IPv4 is.
 */
function embeddedIpv4(groups: number[]): string | null {
  const [g0, g1, g2, g3, g4, g5, g6, g7] = groups as [number, number, number, number, number, number, number, number];
  if (g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0xffff) return ipv4Of(g6, g7);
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0) return ipv4Of(g6, g7);
  if (g0 === 0x2002) return ipv4Of(g1, g2);
  return null;
}

/**
 * Whether an import may not connect to this address unless the operator allows the home network
 * (IMPORT_ALLOW_PRIVATE): any special-purpose address, an IPv6 one outside the global unicast space,
 * and an IPv6 one whose embedded IPv4 is special. What is not an address at all is refused too.
 */
export function isPrivateAddress(address: string): boolean {
  if (net.isIPv4(address)) return SPECIAL_IPV4.check(address, 'ipv4');
  // A zone (fe80::1%eth0) names an interface of this machine: only link-local addresses carry one.
  const unzoned = address.replace(/%.*$/, '');
  if (!net.isIPv6(unzoned)) return true;
  const groups = ipv6Groups(unzoned);
  const ipv4 = embeddedIpv4(groups);
  if (ipv4) return SPECIAL_IPV4.check(ipv4, 'ipv4');
  const full = groups.map((group) => group.toString(16)).join(':');
  return !GLOBAL_UNICAST.check(full, 'ipv6') || SPECIAL_IPV6.check(full, 'ipv6');
}
