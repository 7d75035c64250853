import { isIPv4, isIPv6 } from 'node:net';

/** The hextets of an IPv6 address, `::` expanded; an embedded IPv4 tail becomes its two hextets. */
function hextetsOf(address: string): number[] {
  let text = address;
  const ipv4Tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1];
  if (ipv4Tail) {
    const [a, b, c, d] = ipv4Tail.split('.').map(Number);
    text = `${text.slice(0, -ipv4Tail.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::');
  const parse = (part: string | undefined) => (part ? part.split(':').map((hextet) => parseInt(hextet, 16)) : []);
  const start = parse(head);
  const end = parse(tail);
  return [...start, ...new Array<number>(8 - start.length - end.length).fill(0), ...end];
}

/** The IPv4 address of an IPv4-mapped IPv6 address (::ffff:a.b.c.d), else undefined. */
function mappedIpv4(hextets: number[]): string | undefined {
  if (!hextets.slice(0, 5).every((h) => h === 0) || hextets[5] !== 0xffff) return undefined;
  return [hextets[6] >> 8, hextets[6] & 0xff, hextets[7] >> 8, hextets[7] & 0xff].join('.');
}

/**
 * Whom a client address stands for, to count views and rate limits: an IPv4 address as it is (an
 * IPv4-mapped IPv6 address as its IPv4), an IPv6 address by its /64, the network one subscriber is
 * given, so hopping between addresses of it changes nothing.
 */
export function addressGroup(ip: string | undefined): string | undefined {
  if (!ip) return undefined;
  if (isIPv4(ip)) return ip;
  const address = ip.split('%')[0];
  if (!isIPv6(address)) return ip;
  const hextets = hextetsOf(address.toLowerCase());
  return mappedIpv4(hextets) ?? `${hextets.slice(0, 4).map(hex).join(':')}::/64`;
}

/**
 * Roughly where a client is, without keeping its address: the network around it, an IPv4 address
 * by its /24 (203.0.113.0/24), an IPv6 one by its /48 (a site's prefix). Undefined for anything else.
 */
export function addressNetwork(ip: string | undefined): string | undefined {
  if (!ip) return undefined;
  if (isIPv4(ip)) return ipv4Network(ip);
  const address = ip.split('%')[0];
  if (!isIPv6(address)) return undefined;
  const hextets = hextetsOf(address.toLowerCase());
  const mapped = mappedIpv4(hextets);
  return mapped ? ipv4Network(mapped) : `${hextets.slice(0, 3).map(hex).join(':')}::/48`;
}

const ipv4Network = (ip: string) => `${ip.split('.').slice(0, 3).join('.')}.0/24`;
const hex = (hextet: number) => hextet.toString(16);
