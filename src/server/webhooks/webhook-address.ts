import dns, { type LookupAddress, type LookupOptions } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * Where Folio never sends a webhook (SSRF): this machine, private and link-local networks, carrier-grade
 * NAT, the cloud metadata addresses (169.254.169.254, fd00:ec2::254), multicast and the reserved ranges.
 * An IPv6 address that carries an IPv4 one (mapped, compatible, NAT64) is judged by that IPv4 address.
 */
const BLOCKED = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT (also Alibaba's metadata, 100.100.100.200)
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, with the metadata service 169.254.169.254
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and the broadcast address
] as const)
  BLOCKED.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['fc00::', 7], // unique local, with AWS's metadata fd00:ec2::254
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const)
  BLOCKED.addSubnet(network, prefix, 'ipv6');

/** The IPv4 address inside an IPv6 one (::ffff:a.b.c.d, ::a.b.c.d, 64:ff9b::a.b.c.d), if it holds one. */
function embeddedIpv4(address: string): string | undefined {
  const expanded = expandIpv6(address);
  if (!expanded) return undefined;
  const head = expanded.slice(0, 6);
  const mapped = head.slice(0, 5).every((group) => group === 0) && head[5] === 0xffff;
  const compatible = head.every((group) => group === 0) && (expanded[6]! > 0 || expanded[7]! > 1);
  const nat64 = expanded[0] === 0x64 && expanded[1] === 0xff9b && head.slice(2).every((group) => group === 0);
  if (!mapped && !compatible && !nat64) return undefined;
  const [high, low] = [expanded[6]!, expanded[7]!];
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
}

/** The eight 16-bit groups of an IPv6 address (a trailing dotted IPv4 part included). */
function expandIpv6(address: string): number[] | undefined {
  let text = address.toLowerCase().split('%')[0]!;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const bytes = dotted[1]!.split('.').map(Number);
    text = `${text.slice(0, -dotted[1]!.length)}${((bytes[0]! << 8) | bytes[1]!).toString(16)}:${((bytes[2]! << 8) | bytes[3]!).toString(16)}`;
  }
  const [left = '', right] = text.split('::');
  const parse = (part: string) => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  const head = parse(left);
  const tail = right === undefined ? [] : parse(right);
  const missing = 8 - head.length - tail.length;
  if (missing < 0 || (right === undefined && missing !== 0)) return undefined;
  return [...head, ...Array<number>(missing).fill(0), ...tail];
}

/** Whether Folio may send a webhook to this IP address. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !BLOCKED.check(address, 'ipv4');
  if (family !== 6) return false;
  const inner = embeddedIpv4(address);
  if (inner !== undefined) return isPublicAddress(inner);
  return !BLOCKED.check(address, 'ipv6');
}

/** Refused at connect time: the name resolves to an address Folio may not call. */
export class AddressNotAllowedError extends Error {
  override name = 'AddressNotAllowedError';
  readonly code = 'ADDRESS_NOT_ALLOWED';
  constructor(readonly address: string) {
    super(`The address ${address} is not one Folio sends webhooks to`);
  }
}

/** dns.lookup asked for every address of a name. */
export type Resolve = (
  hostname: string,
  options: LookupOptions & { all: true },
  callback: (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void,
) => void;

/**
 * A `lookup` for the connection itself (node:http's and node:net's option): the name is resolved once,
 * and the connection goes to an address it resolved to only when every address it resolved to is public.
 * Checked at connect time, so a name that resolves to a public address when the URL is saved and to a
 * private one when it is called (DNS rebinding) gains nothing.
 */
export function publicOnlyLookup(resolve: Resolve = dns.lookup as unknown as Resolve): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const refused = addresses.find(({ address }) => !isPublicAddress(address));
      if (refused || !addresses.length)
        return callback(new AddressNotAllowedError(refused?.address ?? hostname), '', 0);
      if (options.all) return callback(null, addresses);
      const [first] = addresses;
      callback(null, first!.address, first!.family);
    });
  };
}
