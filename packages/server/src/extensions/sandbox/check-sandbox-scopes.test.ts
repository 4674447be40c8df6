import { describe, expect, it } from 'vitest';
import { checkSandboxScopes } from './check-sandbox-scopes.js';
import { grantedCapabilities } from './sandbox-capabilities.js';

describe('checkSandboxScopes', () => {
  it('keeps the reference’s scopes, upper-cases methods and drops unknown ones', () => {
    const scopes = checkSandboxScopes({
      request: { urls: ['https://api.example.com/'], methods: ['get', 'POST'] },
      log: {},
      items: {},
    });
    expect(scopes).toEqual({ request: { urls: ['https://api.example.com/'], methods: ['GET', 'POST'] }, log: {} });
    expect(grantedCapabilities(scopes)).toEqual(['request', 'log']);
    expect(checkSandboxScopes(undefined)).toEqual({});
  });

  it('refuses malformed scopes with a message naming the part', () => {
    const cases: [unknown, RegExp][] = [
      ['all', /requestedScopes must be an object/],
      [[], /requestedScopes must be an object/],
      [{ request: true }, /request must be an object/],
      [{ request: { urls: 'https://x.test/', methods: ['GET'] } }, /request.urls must be a list/],
      [{ request: { urls: [1], methods: ['GET'] } }, /request.urls must be a list/],
      [{ request: { urls: [], methods: ['TRACE'] } }, /request.methods must be a list of GET, POST, PATCH, PUT, DELETE/],
      [{ request: { urls: [] } }, /request.methods/],
      [{ log: true }, /log must be an object/],
    ];
    for (const [value, message] of cases) expect(() => checkSandboxScopes(value), JSON.stringify(value)).toThrow(message);
  });

  it('never grants through hostile or inherited keys', () => {
    const hostile = JSON.parse('{"__proto__": {"log": {}, "sleep": {}}, "constructor": {"request": {}}}') as unknown;
    expect(checkSandboxScopes(hostile)).toEqual({});
    expect(grantedCapabilities(checkSandboxScopes(hostile))).toEqual([]);
    const inherited = Object.create({ log: {}, request: { urls: ['https://x.test/'], methods: ['GET'] } }) as unknown;
    expect(grantedCapabilities(checkSandboxScopes(inherited))).toEqual([]);
    expect(({} as Record<string, unknown>).log).toBeUndefined();
  });
});
