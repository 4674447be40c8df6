import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { urlInScope } from './url-scope.js';
import { fuzzRuns } from '../../../test/harness/slow-tests.js';

const scheme = fc.constantFrom('http', 'https');
const segment = fc.stringMatching(/^[a-z0-9_-]{1,12}$/);
const path = fc.array(segment, { maxLength: 4 }).map((parts) => parts.map((part) => `/${part}`).join(''));
/** A scope as an operator writes one: origin, optional path, optional trailing slash or glob. */
const scope = fc
  .tuple(scheme, fc.domain(), path, fc.constantFrom('', '/', '*', '/*'))
  .map(([protocol, host, prefix, end]) => ({ protocol, host, prefix, text: `${protocol}://${host}${prefix}${end}` }));

describe('urlInScope (fuzzed)', () => {
  it('never throws, whatever the URL and scopes, and answers only a URL of a scope’s scheme and host', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.webUrl()),
        fc.array(
          fc.oneof(
            fc.string(),
            fc.webUrl(),
            scope.map((s) => s.text),
          ),
          { maxLength: 4 },
        ),
        (url, scopes) => {
          const allowed = urlInScope(url, scopes);
          if (allowed === null) return;
          const target = new URL(allowed);
          expect(
            scopes.some((text) => {
              // A glob host (`http://*`, `https://*.example.com/…`) allows hosts of its scheme only.
              const glob = /^(https?):\/\/[^/?#@]*\*/i.exec(text);
              if (glob && `${glob[1]!.toLowerCase()}:` === target.protocol) return true;
              try {
                const parsed = new URL(text.replace(/\*$/, ''));
                return parsed.protocol === target.protocol && parsed.host === target.host;
              } catch {
                return false;
              }
            }),
          ).toBe(true);
        },
      ),
      { numRuns: fuzzRuns(2000) },
    );
  });

  it('allows every URL below a scope', () => {
    fc.assert(
      fc.property(scope, path, fc.constantFrom('', '?q=1', '#top'), (s, below, suffix) => {
        const url = `${s.protocol}://${s.host}${s.prefix}${below || '/'}${suffix}`;
        expect(urlInScope(url, [s.text]), `${url} under ${s.text}`).not.toBeNull();
      }),
      { numRuns: fuzzRuns(1000) },
    );
  });

  it('refuses look-alike hosts, credentials tricks, other schemes and ports, and sibling paths', () => {
    fc.assert(
      fc.property(scope, segment, (s, extra) => {
        const others = [
          `${s.protocol}://${s.host}.${extra}.test${s.prefix}/x`,
          `${s.protocol}://${s.host}@${extra}.test${s.prefix}/x`,
          `${s.protocol}://${extra}.test/${s.host}${s.prefix}/x`,
          `${s.protocol === 'http' ? 'https' : 'http'}://${s.host}${s.prefix}/x`,
          `${s.protocol}://${s.host}:8443${s.prefix}/x`,
          `ftp://${s.host}${s.prefix}/x`,
        ];
        for (const url of others) expect(urlInScope(url, [s.text]), `${url} under ${s.text}`).toBeNull();
        if (s.prefix !== '' && !s.text.endsWith('*')) {
          expect(urlInScope(`${s.protocol}://${s.host}${s.prefix}${extra}`, [s.text])).toBeNull();
          expect(urlInScope(`${s.protocol}://${s.host}${s.prefix}/../${extra}-outside`, [s.text])).toBeNull();
        }
      }),
      { numRuns: fuzzRuns(1000) },
    );
  });

  it('refuses scopes that are not plain http(s) prefixes', () => {
    const url = 'https://api.example.com/v1/items';
    for (const bad of [
      'https://*.example.com/v2',
      'https://*.example.org/',
      'https://api.example.com/*/other',
      'http://*',
      'ftp://*',
      'ftp://api.example.com/',
      'https://u:p@api.example.com/',
      'https://api.example.com/v1?x=1',
      'api.example.com',
      '',
    ])
      expect(urlInScope(url, [bad]), bad).toBeNull();
    expect(urlInScope(url, ['https://api.example.com/v1'])).toBe(url);
    // Globs as the reference reads them: `*` anywhere stands for any run of characters.
    expect(urlInScope(url, ['https://*'])).toBe(url);
    expect(urlInScope(url, ['http://*', 'https://*'])).toBe(url);
    expect(urlInScope('http://api.example.com/x?y=1', ['http://*'])).toBe('http://api.example.com/x?y=1');
    expect(urlInScope(url, ['https://*.example.com/*'])).toBe(url);
    expect(urlInScope(url, ['https://api.example.com/*/items'])).toBe(url);
    expect(urlInScope('https://user:pw@api.example.com/', ['https://*'])).toBeNull();
    expect(urlInScope('https://example.com.evil.test/', ['https://*.example.com/*'])).toBeNull();
    expect(urlInScope('https://evil.test/.example.com/', ['https://*.example.com/*'])).toBeNull();
    expect(urlInScope(url, [`https://${'*a'.repeat(20)}`])).toBeNull();
    expect(urlInScope(url, ['https://api.example.com*'])).toBe(url);
    expect(urlInScope('https://api.example.com/v10', ['https://api.example.com/v1'])).toBeNull();
    expect(urlInScope('https://api.example.com/v10', ['https://api.example.com/v1*'])).toBe('https://api.example.com/v10');
  });
});
