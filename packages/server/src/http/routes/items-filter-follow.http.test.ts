import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import { TEST_DATABASES } from '../../../test/harness/test-databases.js';

type Body = { data?: Array<Record<string, unknown>>; errors?: Array<{ message: string; extensions: { code: string } }> };

const id = { field: 'id', type: 'integer', schema: { is_primary_key: true, has_auto_increment: true } };
const ref = (field: string) => ({ field, type: 'integer', meta: { special: ['m2o'] } });

/**
 * `$FOLLOW(collection, field)` filters on a reverse relation without an alias field, as the
 * reference's app does for a many-to-many "Add existing" (issue 41, point 3).
 */
describe.each(TEST_DATABASES)('$FOLLOW in filters on %s', (client) => {
  let server: TestServer;
  const call = async (path: string, init: RequestInit & { json?: unknown; token?: string } = {}) => {
    const response = init.token ? await server.request(path, init) : await server.asAdmin(path, init);
    return { status: response.status, body: (await response.json()) as Body };
  };
  const ids = (body: Body) => (body.data ?? []).map((row) => row.id).sort();
  const as = async (permissions: Array<{ collection: string; fields?: string[]; permissions?: unknown }>) => {
    const role = await server.createRole();
    for (const p of permissions)
      expect((await call('/permissions', { method: 'POST', json: { role, action: 'read', fields: ['*'], ...p } })).status).toBe(200);
    const user = await server.createUser({ role });
    return (await server.login(user.email, user.password)).access_token;
  };
  /** Tags not yet linked to article 1: what the reference app asks before "Add existing". */
  const notOnArticle1 = '/items/tags?filter[_and][0][$FOLLOW(articles_tags,tags_id)][_none][articles_id][_eq]=1';

  beforeAll(async () => {
    server = await startTestServer({ client });
    const make = (collection: string, fields: unknown[]) =>
      call('/collections', { method: 'POST', json: { collection, schema: {}, meta: {}, fields: [id, ...fields] } });
    await make('articles', [{ field: 'title', type: 'string' }]);
    await make('tags', [{ field: 'name', type: 'string' }]);
    await make('articles_tags', [ref('articles_id'), ref('tags_id'), { field: 'note', type: 'string' }]);
    await call('/relations', {
      method: 'POST',
      json: { collection: 'articles_tags', field: 'articles_id', related_collection: 'articles' },
    });
    await call('/relations', { method: 'POST', json: { collection: 'articles_tags', field: 'tags_id', related_collection: 'tags' } });
    await call('/items/articles', { method: 'POST', json: [{ title: 'one' }, { title: 'two' }] });
    await call('/items/tags', { method: 'POST', json: [{ name: 'a' }, { name: 'b' }, { name: 'c' }] });
    await call('/items/articles_tags', {
      method: 'POST',
      json: [
        { articles_id: 1, tags_id: 1, note: 'open' },
        { articles_id: 1, tags_id: 2, note: 'secret' },
        { articles_id: 2, tags_id: 3, note: 'open' },
      ],
    });
  });
  afterAll(async () => server?.close());

  it('answers the reference app request, with its countDistinct aggregate', async () => {
    const listed = await call(notOnArticle1);
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    expect(ids(listed.body)).toEqual([3]);
    const counted = await call(`${notOnArticle1}&aggregate[countDistinct]=id`);
    expect(counted.status).toBe(200);
    expect(Number((counted.body.data?.[0] as { countDistinct: { id: unknown } }).countDistinct.id)).toBe(1);
  });

  it('reads _some, a bare nested filter and JSON filters alike', async () => {
    const some = await call('/items/tags?filter[$FOLLOW(articles_tags,tags_id)][_some][articles_id][_eq]=1');
    expect(ids(some.body)).toEqual([1, 2]);
    const bare = await call('/items/tags?filter[$FOLLOW(articles_tags, tags_id)][note][_eq]=open');
    expect(ids(bare.body)).toEqual([1, 3]);
    const json = encodeURIComponent(JSON.stringify({ '$FOLLOW(articles_tags,tags_id)': { articles_id: { title: { _eq: 'two' } } } }));
    expect(ids((await call(`/items/tags?filter=${json}`)).body)).toEqual([3]);
  });

  it('refuses keys that do not follow a relation to the collection filtered', async () => {
    for (const key of [
      '$FOLLOW(articles_tags,note)',
      '$FOLLOW(articles_tags,articles_id)',
      '$FOLLOW(articles_tags)',
      '$FOLLOW(articles_tags,tags_id,x)',
    ]) {
      const answer = await call(`/items/tags?filter[${encodeURIComponent(key)}][_some][id][_eq]=1`);
      expect(answer.status, key).toBe(400);
      expect(answer.body.errors?.[0]?.extensions.code).toBe('INVALID_QUERY');
    }
    const operator = await call('/items/tags?filter[$FOLLOW(articles_tags,tags_id)][_eq]=1');
    expect(operator.status).toBe(400);
  });

  it('treats hostile names as names: unknown collections are forbidden, never a crash', async () => {
    for (const key of [
      '$FOLLOW(__proto__,constructor)',
      '$FOLLOW(constructor,__proto__)',
      '$FOLLOW(toString,valueOf)',
      '$FOLLOW(no_such,tags_id)',
    ]) {
      const answer = await call(`/items/tags?filter[${encodeURIComponent(key)}][_some][id][_eq]=1`);
      expect(answer.status, key).toBe(403);
      expect(answer.body.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    }
  });

  it("applies the caller's permissions on the followed collection", async () => {
    const tagsOnly = await as([{ collection: 'tags' }]);
    const forbidden = await call(notOnArticle1, { token: tagsOnly });
    expect(forbidden.status).toBe(403);
    // The same answer whether or not the followed field exists: nothing is said about a collection the caller can't read.
    const unknownField = await call('/items/tags?filter[$FOLLOW(articles_tags,nope)][_some][id][_eq]=1', { token: tagsOnly });
    expect(unknownField.status).toBe(403);

    const withoutLink = await as([{ collection: 'tags' }, { collection: 'articles_tags', fields: ['id', 'articles_id', 'note'] }]);
    expect((await call(notOnArticle1, { token: withoutLink })).status).toBe(403);

    const withoutNote = await as([{ collection: 'tags' }, { collection: 'articles_tags', fields: ['id', 'articles_id', 'tags_id'] }]);
    expect((await call('/items/tags?filter[$FOLLOW(articles_tags,tags_id)][note][_eq]=open', { token: withoutNote })).status).toBe(403);

    // Rows the caller may not read are neither matched nor counted.
    const openRows = await as([{ collection: 'tags' }, { collection: 'articles_tags', permissions: { note: { _eq: 'open' } } }]);
    const some = await call('/items/tags?filter[$FOLLOW(articles_tags,tags_id)][_some][articles_id][_eq]=1', { token: openRows });
    expect(some.status).toBe(200);
    expect(ids(some.body)).toEqual([1]);
    const none = await call(notOnArticle1, { token: openRows });
    expect(ids(none.body)).toEqual([2, 3]);
  });
});
