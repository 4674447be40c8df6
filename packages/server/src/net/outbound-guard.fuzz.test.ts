import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRecordingHttpServer, type RecordingHttpServer } from '../../test/harness/recording-http-server.js';
import { ENV } from '../config/env.js';
import { OutboundRefused, openOutboundStream } from './outbound-guard.js';
import { fuzzRuns } from '../../test/harness/slow-tests.js';

/**
 * Every way a URL can spell a loopback or private address must be refused by the default deny
 * list: IPv4 as one number, two, three or four parts in decimal, octal or hex, and IPv6 forms
 * embedding it (mapped, compatible, NAT64, 6to4), plus IPv6 loopback, unique-local and link-local.
 */

const DENIED_V4_RANGES: [base: number, bits: number][] = [
  [0x7f000000, 8], // 127.0.0.0/8
  [0x0a000000, 8], // 10.0.0.0/8
  [0xac100000, 12], // 172.16.0.0/12
  [0xc0a80000, 16], // 192.168.0.0/16
  [0xa9fe0000, 16], // 169.254.0.0/16
  [0x64400000, 10], // 100.64.0.0/10
  [0x00000000, 8], // 0.0.0.0/8
];

const deniedV4 = fc
  .tuple(fc.constantFrom(...DENIED_V4_RANGES), fc.integer({ min: 0, max: 0xffffffff }))
  .map(([[base, bits], random]) => (base | (random >>> bits)) >>> 0);

type Base = 'dec' | 'oct' | 'hex' | 'HEX';
const base = fc.constantFrom<Base>('dec', 'oct', 'hex', 'HEX');

function inBase(value: number, how: Base, zeros: number): string {
  if (how === 'dec') return String(value);
  if (how === 'oct') return `0${'0'.repeat(zeros)}${value.toString(8)}`;
  const digits = `${'0'.repeat(zeros)}${value.toString(16)}`;
  return how === 'hex' ? `0x${digits}` : `0X${digits.toUpperCase()}`;
}

/** a.b.c.d, a.b.(16 bits), a.(24 bits) or one 32-bit number, each part in its own base. */
const ipv4Spelling = fc
  .tuple(deniedV4, fc.constantFrom(1, 2, 3, 4), fc.array(base, { minLength: 4, maxLength: 4 }), fc.integer({ min: 0, max: 2 }))
  .map(([n, partCount, bases, zeros]) => {
    const bytes = [n >>> 24, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
    const leading = bytes.slice(0, partCount - 1);
    const rest = bytes.slice(partCount - 1).reduce((value, byte) => value * 256 + byte, 0);
    return [...leading, rest].map((part, index) => inBase(part, bases[index]!, zeros)).join('.');
  });

function hex16(value: number, upper: boolean, padded: boolean): string {
  const text = value.toString(16).padStart(padded ? 4 : 1, '0');
  return upper ? text.toUpperCase() : text;
}

/** The IPv4 address inside IPv6, in the embeddings a router or the kernel may honour. */
const embeddedSpelling = fc
  .tuple(deniedV4, fc.constantFrom('mapped', 'mapped-dotted', 'mapped-long', 'compatible', 'nat64', '6to4'), fc.boolean(), fc.boolean())
  .map(([n, form, upper, padded]) => {
    const high = hex16(n >>> 16, upper, padded);
    const low = hex16(n & 0xffff, upper, padded);
    const dotted = [n >>> 24, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff].join('.');
    const ffff = upper ? 'FFFF' : 'ffff';
    switch (form) {
      case 'mapped':
        return `[::${ffff}:${high}:${low}]`;
      case 'mapped-dotted':
        return `[::${ffff}:${dotted}]`;
      case 'mapped-long':
        return `[0:0:0:0:0:${ffff}:${high}:${low}]`;
      case 'compatible':
        return `[::${dotted}]`;
      case 'nat64':
        return `[64:ff9b::${high}:${low}]`;
      default:
        return `[2002:${high}:${low}::1]`;
    }
  });

/** IPv6 loopback in its long forms, unique-local fc00::/7 and link-local fe80::/10. */
const ipv6Spelling = fc.oneof(
  fc.constantFrom('[::1]', '[0:0:0:0:0:0:0:1]', '[0000:0000:0000:0000:0000:0000:0000:0001]', '[::0:1]', '[::]'),
  fc
    .tuple(fc.integer({ min: 0xfc00, max: 0xfdff }), fc.array(fc.integer({ min: 0, max: 0xffff }), { minLength: 7, maxLength: 7 }))
    .map(([first, rest]) => `[${[first, ...rest].map((group) => group.toString(16)).join(':')}]`),
  fc
    .tuple(fc.integer({ min: 0xfe80, max: 0xfebf }), fc.integer({ min: 0, max: 0xffff }))
    .map(([first, last]) => `[${first.toString(16)}::${last.toString(16)}]`),
);

let server: RecordingHttpServer;
beforeAll(async () => {
  server = await startRecordingHttpServer((_request, response) => response.end('reached'));
});
afterAll(async () => server.close());

describe('openOutboundStream with the default IMPORT_IP_DENY_LIST', () => {
  it('refuses every generated spelling of a loopback or private address, sending nothing', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(ipv4Spelling, embeddedSpelling, ipv6Spelling), async (host) => {
        const error = await openOutboundStream(`http://${host}:${server.port}/`, {
          denyList: ENV.IMPORT_IP_DENY_LIST.default,
          timeoutMs: 1000,
        }).then(
          () => null,
          (caught: unknown) => caught,
        );
        expect(error, host).toBeInstanceOf(OutboundRefused);
        expect((error as OutboundRefused).reason, host).toBe('denied-address');
      }),
      { numRuns: fuzzRuns(500) },
    );
    expect(server.requests).toEqual([]);
  });
});
