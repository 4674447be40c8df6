import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAsAdmin, createBlogSchema, seedBlog } from '../../../test/harness/blog-schema.js';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import { testDatabasesFor } from '../../../test/harness/test-databases.js';

const DATABASES = testDatabasesFor(import.meta.url);

/** The `_regex` filter operator (issue 24) on the seeded articles of test/harness/blog-schema.ts. */
describe.each(DATABASES)('items: the _regex filter on %s', (client) => {
  let server: TestServer;
  let reader: string;

  /** `filter[<path>][_regex]=<pattern>`, the bracket shape the reference's clients send. */
  const regexQuery = (path: string[], pattern: string) =>
    `filter${path.map((part) => `[${part}]`).join('')}[_regex]=${encodeURIComponent(pattern)}`;
  const ids = async (query: string, token?: string) => {
    const response = token
      ? await server.request(`/items/articles?fields=id&sort=id&${query}`, { token })
      : await server.asAdmin(`/items/articles?fields=id&sort=id&${query}`);
    const body = (await response.json()) as { data: Array<{ id: number }> };
    expect(response.status, JSON.stringify(body)).toBe(200);
    return body.data.map((item) => Number(item.id));
  };
  const refusal = async (path: string) => {
    const { status, body } = await callAsAdmin(server, path);
    expect(status, JSON.stringify(body)).toBe(400);
    expect(body.errors?.[0]?.extensions.code).toBe('INVALID_QUERY');
    return body.errors?.[0]?.message;
  };

  beforeAll(async () => {
    server = await startTestServer({ client, env: { LOGIN_STALL_TIME: '0' } });
    const db = server.server.ctx.db;
    await createBlogSchema(db, client);
    await seedBlog(db, client);
    // A string field with the `conceal` special allows only the hash operators.
    await db('directus_fields').insert({ collection: 'articles', field: 'status', special: 'conceal' });
    server.server.ctx.schema.invalidate();
    reader = await server.createRole({ name: 'Capitals' });
    await db('directus_permissions').insert({
      role: reader,
      collection: 'articles',
      action: 'read',
      permissions: JSON.stringify({ title: { _regex: '^[A-Z]' } }),
      fields: '*',
    });
    server.server.ctx.permissions.invalidate();
  });
  afterAll(async () => server?.close());

  it.each([
    ['an anchored prefix, case-sensitive', '^H', [1]],
    ['the brief example', '^H.*', [1]],
    ['a character class', '^[Hh]ello', [1, 5]],
    ['an end anchor', 'again$', [5]],
    ['a match inside the text', 'o W', [1]],
    ['a class with a quantifier', '[0-9]+%$', [4]],
    ['alternation', '^(Bob|Second) ', [2, 3]],
    ['no match', '^Z', []],
  ] as const)('matches %s', async (_name, pattern, expected) => {
    expect(await ids(regexQuery(['title'], pattern))).toEqual(expected);
  });

  it('works through a relational path and _some', async () => {
    expect(await ids(regexQuery(['author', 'name'], '^An'))).toEqual([1, 2]);
    const some = encodeURIComponent(JSON.stringify({ comments: { _some: { body: { _regex: '^Hm' } } } }));
    expect(await ids(`filter=${some}`)).toEqual([3]);
  });

  it('refuses a pattern longer than 255 characters', async () => {
    expect(await ids(regexQuery(['title'], `^${'a'.repeat(254)}`))).toEqual([]);
    expect(await refusal(`/items/articles?${regexQuery(['title'], 'a'.repeat(256))}`)).toBe(
      'Invalid query. The "_regex" pattern can\'t be longer than 255 characters.',
    );
  });

  it('refuses a pattern that does not compile', async () => {
    expect(await refusal(`/items/articles?${regexQuery(['title'], '(')}`)).toBe(
      'Invalid query. The "_regex" pattern "(" is not a valid regular expression.',
    );
    expect(await refusal(`/items/articles?${regexQuery(['title'], '[z-a]')}`)).toContain('is not a valid regular expression');
  });

  it('refuses a repeated group that itself repeats (catastrophic backtracking)', async () => {
    expect(await refusal(`/items/articles?${regexQuery(['title'], '^(\\w+\\s?)*$')}`)).toBe(
      'Invalid query. The "_regex" pattern "^(\\w+\\s?)*$" repeats a group that itself repeats, which is not allowed.',
    );
    expect(await ids(regexQuery(['title'], '^(Hello )+W'))).toEqual([1]);
  });

  it('answers a pattern one engine does not know with 400, never a 500', async () => {
    // `\\p{Lu}` compiles in JavaScript (SQLite) and PCRE (MariaDB) but not in PostgreSQL's engine.
    const { status, body } = await callAsAdmin(server, `/items/articles?fields=id&sort=id&${regexQuery(['title'], '^\\p{Lu}')}`);
    if (status === 200) expect(body.data.map((item) => Number(item.id))).toEqual([1, 2, 3, 4]);
    else expect([status, body.errors?.[0]?.extensions.code]).toEqual([400, 'INVALID_QUERY']);
  });

  it('refuses hash and concealed fields and types outside the string types', async () => {
    expect(await refusal(`/users?${regexQuery(['password'], '^a')}`)).toBe(
      'Invalid query. "hash" field type does not contain the "_regex" filter operator.',
    );
    expect(await refusal(`/items/articles?${regexQuery(['status'], '^d')}`)).toBe(
      'Invalid query. Field with "conceal" special does not allow the "_regex" filter operator.',
    );
    expect(await refusal(`/items/articles?${regexQuery(['views'], '^1')}`)).toBe(
      'Invalid query. "integer" field type does not contain the "_regex" filter operator.',
    );
  });

  it('applies in a restricted role’s rule and in its own filter', async () => {
    const user = await server.createUser({ role: reader });
    const { access_token: token } = await server.login(user.email, user.password);
    expect(await ids('', token)).toEqual([1, 2, 3, 4]);
    expect(await ids(regexQuery(['title'], 'o'), token)).toEqual([1, 2, 3]);
    expect(await ids(regexQuery(['title'], '^h'), token)).toEqual([]);
  });
});
