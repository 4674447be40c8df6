import { describe, expect, expectTypeOf, it } from 'vitest';
import { jsonResponse, recordingFetch } from '../../../../test/recording-fetch.js';
import { createClient } from '../../../client.js';
import { rest } from '../../rest.js';
import { compareContentVersion, type ContentVersionComparison } from './compare-content-version.js';
import { promoteContentVersion } from './promote-content-version.js';
import { saveToContentVersion } from './save-to-content-version.js';

interface Article {
  id: number;
  title: string;
  body: string | null;
}
interface Schema {
  articles: Article[];
}

const VERSION = '6f1d3a52-4c4b-4a2e-9a57-3f0d6c1a2b01';

function clientAnswering(data: unknown) {
  const { fetch, calls } = recordingFetch(() => jsonResponse({ data }));
  return { client: createClient<Schema>('http://localhost:8055', { fetch }).with(rest()), calls };
}
const sent = (call: { method: string; path: string; query: string; body: unknown } | undefined) => ({
  method: call?.method,
  path: call?.path,
  query: call?.query,
  body: call?.body,
});

describe('content version commands', () => {
  it('saveToContentVersion posts the changes and resolves to the item after the save', async () => {
    const { client, calls } = clientAnswering({ id: 1, title: 'Draft', body: null });
    const item = await client.request(saveToContentVersion<Schema, 'articles'>(VERSION, { title: 'Draft' }));
    expect(sent(calls[0])).toEqual({ method: 'POST', path: `/versions/${VERSION}/save`, query: '', body: { title: 'Draft' } });
    expect(calls[0]?.headers['content-type']).toBe('application/json');
    expect(item).toEqual({ id: 1, title: 'Draft', body: null });
    expectTypeOf(item).toEqualTypeOf<Article>();
  });

  it('compareContentVersion reads the comparison', async () => {
    const comparison = { outdated: false, mainHash: 'abc', current: { title: 'Draft' }, main: { id: 1, title: 'Main', body: null } };
    const { client, calls } = clientAnswering(comparison);
    const answer = await client.request(compareContentVersion<Schema, 'articles'>(VERSION));
    expect(sent(calls[0])).toEqual({ method: 'GET', path: `/versions/${VERSION}/compare`, query: '', body: undefined });
    expect(answer).toEqual(comparison);
    expectTypeOf(answer).toEqualTypeOf<ContentVersionComparison<Article>>();
  });

  it('promoteContentVersion posts mainHash, and fields only when given, and resolves to the key', async () => {
    const { client, calls } = clientAnswering('1');
    expect(await client.request(promoteContentVersion<Schema, 'articles'>(VERSION, 'abc', ['title']))).toBe('1');
    await client.request(promoteContentVersion(VERSION, 'abc'));
    expect(calls.map(sent)).toEqual([
      { method: 'POST', path: `/versions/${VERSION}/promote`, query: '', body: { mainHash: 'abc', fields: ['title'] } },
      { method: 'POST', path: `/versions/${VERSION}/promote`, query: '', body: { mainHash: 'abc' } },
    ]);
    // @ts-expect-error: only the collection's fields can be promoted
    promoteContentVersion<Schema, 'articles'>(VERSION, 'abc', ['nope']);
  });

  it('encodes the id and refuses an empty one before sending anything', async () => {
    const { client, calls } = clientAnswering(null);
    await client.request(compareContentVersion('a b/c'));
    expect(calls[0]?.path).toBe('/versions/a%20b%2Fc/compare');
    await expect(client.request(saveToContentVersion('', { title: 'x' }))).rejects.toThrow('Version id cannot be empty');
    await expect(client.request(promoteContentVersion('', 'abc'))).rejects.toThrow('Version id cannot be empty');
    expect(calls).toHaveLength(1);
  });
});
