import { networkInterfaces } from 'node:os';
import ipaddr from 'ipaddr.js';

type Address = ipaddr.IPv4 | ipaddr.IPv6;

/**
 * The `IMPORT_IP_DENY_LIST` entry that means "every address of this machine's interfaces", as in
 * the reference (connecting to 0.0.0.0 or :: reaches this machine too, so those are included).
 */
export const LOCAL_INTERFACES_KEYWORD = '0.0.0.0';

/** A compiled deny list: answers whether connecting to an address is refused. */
export type IpDenyCheck = (address: string) => boolean;

interface Range {
  readonly address: Address;
  readonly bits: number;
}

/**
 * Compiles deny-list entries (addresses and CIDR ranges, IPv4 or IPv6, and the keyword `0.0.0.0`).
 * An IPv6 address that carries an IPv4 one (mapped `::ffff:a.b.c.d`, compatible `::a.b.c.d`,
 * NAT64, 6to4, Teredo) is refused when the IPv4 one is, so `::ffff:127.0.0.1` falls under `127.0.0.0/8`.
 * Throws on an entry that is not an address or range: a typo must not silently open the list.
 */
export function compileIpDenyList(entries: readonly string[]): IpDenyCheck {
  const ranges = entries.map(toRange);
  const localInterfaces = entries.includes(LOCAL_INTERFACES_KEYWORD);
  return (text) => {
    const address = parseAddress(text);
    if (address === null) return true; // not an address we can classify: refuse rather than guess
    const candidates = [address, ...embeddedIpv4(address)];
    const denied = localInterfaces ? [...ranges, ...interfaceRanges()] : ranges;
    return candidates.some((candidate) => denied.some((range) => inRange(candidate, range)));
  };
}

/** Whether every entry is an address, a CIDR range or the keyword; used to check the configuration. */
export function assertIpDenyListEntry(entry: string): void {
  toRange(entry);
}

function toRange(entry: string): Range {
  const text = entry.trim();
  try {
    if (text.includes('/')) {
      const [address, bits] = ipaddr.parseCIDR(text);
      return { address, bits };
    }
    const address = ipaddr.parse(text);
    return { address, bits: address.kind() === 'ipv4' ? 32 : 128 };
  } catch {
    throw new Error(`"${entry}" is not an IP address or CIDR range`);
  }
}

/** An interface entry the OS reports in a form we cannot read is skipped, not a reason to fail every request. */
function tryRange(entry: string): Range | null {
  try {
    return toRange(entry);
  } catch {
    return null;
  }
}

/** Only the canonical spellings a resolver or the URL parser produce; anything else is unknown. */
function parseAddress(text: string): Address | null {
  const bare = text.startsWith('[') && text.endsWith(']') ? text.slice(1, -1) : text;
  if (ipaddr.IPv4.isValidFourPartDecimal(bare)) return ipaddr.IPv4.parse(bare);
  if (ipaddr.IPv6.isValid(bare) && !bare.includes('%')) return ipaddr.IPv6.parse(bare);
  return null;
}

function inRange(address: Address, range: Range): boolean {
  if (address.kind() !== range.address.kind()) return false;
  return address.match(range.address, range.bits);
}

/** IPv4 addresses an IPv6 address routes to or stands for, in every standard embedding. */
function embeddedIpv4(address: Address): ipaddr.IPv4[] {
  if (address.kind() !== 'ipv6') return [];
  const v6 = address as ipaddr.IPv6;
  const bytes = v6.toByteArray();
  const found: ipaddr.IPv4[] = [];
  const fromBytes = (at: number, invert = false): ipaddr.IPv4 =>
    new ipaddr.IPv4(bytes.slice(at, at + 4).map((byte) => (invert ? byte ^ 0xff : byte)));
  const inPrefix = (prefix: string, bits: number): boolean => v6.match(ipaddr.IPv6.parse(prefix), bits);
  // ::a.b.c.d (compatible), ::ffff:a.b.c.d (mapped), ::ffff:0:a.b.c.d (SIIT), 64:ff9b::a.b.c.d and 64:ff9b:1::/48 (NAT64).
  if (inPrefix('::', 96) || inPrefix('::ffff:0:0', 96) || inPrefix('::ffff:0:0:0', 96) || inPrefix('64:ff9b::', 96))
    found.push(fromBytes(12));
  if (inPrefix('64:ff9b:1::', 48)) found.push(fromBytes(12));
  // 2002:AABB:CCDD::/16 (6to4) carries a.b.c.d in bytes 2–5.
  if (inPrefix('2002::', 16)) found.push(fromBytes(2));
  // 2001:0::/32 (Teredo): the server in bytes 4–7, the client inverted in bytes 12–15.
  if (inPrefix('2001::', 32)) found.push(fromBytes(4), fromBytes(12, true));
  return found;
}

/**
 * This machine's addresses, read on every check (interfaces come and go). Internal interfaces deny
 * their whole subnet (127.0.0.0/8 for `lo`), others their own address; plus 0.0.0.0 and ::.
 */
function interfaceRanges(): Range[] {
  const ranges: Range[] = [toRange('0.0.0.0'), toRange('::')];
  for (const infos of Object.values(networkInterfaces())) {
    for (const info of infos ?? []) {
      const own = tryRange(info.address.split('%')[0]!);
      if (own) ranges.push(own);
      const subnet = info.internal && info.cidr ? tryRange(info.cidr.replace(/%[^/]*/, '')) : null;
      if (subnet) ranges.push(subnet);
    }
  }
  return ranges;
}
