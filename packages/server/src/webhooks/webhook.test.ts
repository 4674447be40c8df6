import { validateHeaderName, validateHeaderValue } from 'node:http';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { headerProblem, webhookFromRow } from './webhook.js';
import { fuzzRuns } from '../../test/harness/slow-tests.js';

describe('webhookFromRow', () => {
  it('reads CSV or list columns, JSON headers as text or list, and the data flag as each database stores it', () => {
    const webhook = webhookFromRow({
      id: '3',
      name: 'n',
      method: 'get',
      url: 'https://example.com/h',
      data: 0,
      actions: 'create, update',
      collections: ['articles', ' '],
      headers: JSON.stringify([{ header: 'X-Token', value: 'abc' }]),
    });
    expect(webhook).toEqual({
      id: 3,
      name: 'n',
      method: 'GET',
      url: 'https://example.com/h',
      data: false,
      actions: new Set(['create', 'update']),
      collections: new Set(['articles']),
      headers: [['x-token', 'abc']],
    });
    expect(webhookFromRow({ data: 1, method: 'DELETE' })).toMatchObject({ data: true, method: 'POST' });
    expect(webhookFromRow({ data: true, headers: 'not json' }).headers).toEqual([]);
  });

  it('leaves out header entries a request could not carry, and keeps hostile but valid names as data', () => {
    const { headers } = webhookFromRow({
      headers: [
        { header: 'bad name', value: 'x' },
        { header: 'x-ok', value: 'a\nb' },
        { header: 'Host', value: 'evil' },
        { header: 42, value: 'x' },
        { header: '__proto__', value: 'p' },
      ],
    });
    expect(headers).toEqual([['__proto__', 'p']]);
  });
});

describe('headerProblem', () => {
  it('accepts only what node:http accepts (fuzzed)', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (name, value) => {
        if (headerProblem(name, value) !== null) return;
        expect(() => validateHeaderName(name)).not.toThrow();
        expect(() => validateHeaderValue(name, value)).not.toThrow();
      }),
      { numRuns: fuzzRuns(2000) },
    );
  });

  it('names what is wrong', () => {
    expect(headerProblem('X-Ok', 'fine')).toBeNull();
    expect(headerProblem('a b', 'v')).toMatch(/not a valid header name/);
    expect(headerProblem('Transfer-Encoding', 'chunked')).toMatch(/set by the server/);
    expect(headerProblem('x', 'a\r\nb: c')).toMatch(/line break/);
    expect(headerProblem('x'.repeat(257), 'v')).toMatch(/longer than 256/);
    expect(headerProblem('x', 'v'.repeat(4097))).toMatch(/longer than 4096/);
    expect(headerProblem('x', 'v'.repeat(4096))).toBeNull();
  });
});
