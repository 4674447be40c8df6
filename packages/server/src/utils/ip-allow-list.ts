import { BlockList, isIP } from 'node:net';

/** Answers whether an address is allowed; `null` address (unknown client) is never allowed by a list. */
export type IpAllowList = (ip: string | null) => boolean;

const ALLOW_ALL: IpAllowList = () => true;

/**
 * Compiles a role's `ip_access`: a comma-separated list (or JSON array) of addresses and CIDR
 * ranges, IPv4 or IPv6. An empty list allows everyone; entries that are not addresses are skipped.
 */
export function parseIpAllowList(value: unknown): IpAllowList {
  const entries = toEntries(value);
  if (entries.length === 0) return ALLOW_ALL;
  const list = new BlockList();
  let added = 0;
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    const type = isIP(address);
    if (type === 0) continue;
    const family = type === 4 ? 'ipv4' : 'ipv6';
    const bits = prefix === undefined ? undefined : Number(prefix);
    if (bits === undefined) list.addAddress(address, family);
    else if (Number.isInteger(bits) && bits >= 0 && bits <= (type === 4 ? 32 : 128)) list.addSubnet(address, bits, family);
    else continue;
    added++;
  }
  // A list whose every entry is malformed still restricts: it allows no one rather than everyone.
  if (added === 0) return () => false;
  return (ip) => {
    if (!ip) return false;
    const address = unmapIpv4(ip);
    const type = isIP(address);
    if (type === 0) return false;
    return list.check(address, type === 4 ? 'ipv4' : 'ipv6');
  };
}

function toEntries(value: unknown): string[] {
  if (Array.isArray(value)) return value.map((item) => String(item).trim()).filter(Boolean);
  if (typeof value !== 'string') return [];
  const text = value.trim();
  if (text.startsWith('[')) {
    try {
      return toEntries(JSON.parse(text) as unknown);
    } catch {
      return [text];
    }
  }
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/** `::ffff:10.0.0.1` (an IPv4 client on a dual-stack socket) is matched as `10.0.0.1`. */
function unmapIpv4(ip: string): string {
  const match = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  return match ? match[1]! : ip;
}
