import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import type { IpDenyCheck } from './ip-deny-list.js';
import { OutboundFailed, OutboundRefused } from './outbound-errors.js';

/** One address a host name resolves to, as `dns.lookup` answers. */
export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Resolves a host name to every one of its addresses. */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

/** Where one hop goes: the URL as parsed and the single address the connection is pinned to. */
export interface OutboundTarget {
  url: URL;
  /** The host name without IPv6 brackets, sent as `Host` and TLS server name. */
  hostname: string;
  address: ResolvedAddress;
}

export const systemResolver: Resolver = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map(({ address, family }) => ({
    address,
    family: family === 6 ? 6 : 4,
  }));

/**
 * Checks a URL and resolves its host once. The WHATWG parser has already turned every literal
 * spelling (`2130706433`, `0x7f.1`, `127.1`, `[::ffff:127.0.0.1]`) into its canonical form, so a
 * literal is classified as parsed; a name is refused when ANY of its addresses is denied, since
 * the connection could otherwise pick the denied one.
 */
export async function resolveTarget(url: URL, isDenied: IpDenyCheck, resolve: Resolver): Promise<OutboundTarget> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new OutboundRefused('protocol', `URL "${redactUrl(url)}" uses protocol "${url.protocol}", only http: and https: are allowed`);
  const hostname = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
  if (hostname === '') throw new OutboundRefused('invalid-url', 'The URL has no host');
  const literal = isIP(hostname);
  const addresses = literal !== 0 ? [{ address: hostname, family: literal as 4 | 6 }] : await resolveName(url, hostname, resolve);
  if (addresses.length === 0 || addresses.some(({ address }) => isDenied(address)))
    throw new OutboundRefused('denied-address', `Requested URL "${redactUrl(url)}" resolves to a denied IP address`);
  return { url, hostname, address: addresses[0]! };
}

async function resolveName(url: URL, hostname: string, resolve: Resolver): Promise<ResolvedAddress[]> {
  try {
    return await resolve(hostname);
  } catch (error) {
    throw new OutboundFailed('unreachable', `Couldn't resolve the host of URL "${redactUrl(url)}"`, error);
  }
}

/** The URL without user name and password, for messages, logs and the answer's `url`. */
export function redactUrl(url: URL): string {
  if (url.username === '' && url.password === '') return url.href;
  const copy = new URL(url.href);
  copy.username = '';
  copy.password = '';
  return copy.href;
}
