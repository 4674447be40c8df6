import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import { TEST_DATABASES } from '../../../test/harness/test-databases.js';

type FieldAnswer = { field: string; meta: { sort: number | null } | null };

/**
 * Fields created with their collection are numbered in the order they were sent (issue 41, checked
 * again for issue 42: the app's new collections had their fields at the bottom of forms), a sort
 * sent with a field is kept, and a field added later lands after every other one (max + 1).
 */
describe.each(TEST_DATABASES)('field order of a new collection on %s', (client) => {
  let server: TestServer;
  const sorts = async (collection: string) =>
    ((await (await server.asAdmin(`/fields/${collection}`)).json()) as { data: FieldAnswer[] }).data
      .map((field) => [field.field, field.meta?.sort ?? null] as const)
      .sort(([a], [b]) => a.localeCompare(b));

  beforeAll(async () => {
    server = await startTestServer({ client });
  });
  afterAll(async () => server?.close());

  it('numbers the fields sent with the collection 1..n, as the app sends them', async () => {
    const created = await server.asAdmin('/collections', {
      method: 'POST',
      json: {
        collection: 'posts',
        schema: {},
        meta: {},
        fields: [
          {
            field: 'id',
            type: 'integer',
            meta: { hidden: true, readonly: true },
            schema: { is_primary_key: true, has_auto_increment: true },
          },
          { field: 'status', type: 'string', meta: { interface: 'select-dropdown' }, schema: { default_value: 'draft' } },
          { field: 'sort', type: 'integer', meta: { interface: 'input', hidden: true } },
          { field: 'date_created', type: 'timestamp', meta: { special: ['date-created'] } },
        ],
      },
    });
    expect(created.status).toBe(200);
    expect(await sorts('posts')).toEqual([
      ['date_created', 4],
      ['id', 1],
      ['sort', 3],
      ['status', 2],
    ]);
  });

  it('keeps a sort sent with a field, and puts a field added later after every other one', async () => {
    await server.asAdmin('/collections', {
      method: 'POST',
      json: {
        collection: 'notes',
        schema: {},
        meta: {},
        fields: [
          { field: 'id', type: 'integer', meta: { hidden: true }, schema: { is_primary_key: true, has_auto_increment: true } },
          { field: 'body', type: 'text', meta: { interface: 'input-multiline', sort: 9 } },
        ],
      },
    });
    const added = await server.asAdmin('/fields/notes', {
      method: 'POST',
      json: { field: 'title', type: 'string', meta: { interface: 'input' } },
    });
    expect(added.status).toBe(200);
    expect(await sorts('notes')).toEqual([
      ['body', 9],
      ['id', 1],
      ['title', 10],
    ]);
  });
});
