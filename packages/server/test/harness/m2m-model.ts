import type { TestServer } from './start-test-server.js';

const INTEGER_KEY = { field: 'id', type: 'integer', schema: { is_primary_key: true, has_auto_increment: true } };

/**
 * A many-to-many between two existing collections with integer keys, built through the API as the
 * app builds one: a hidden junction `<from>_<to>` with `<from>_id` and `<to>_id`, the alias field
 * `alias` on `from`, and the two relations that tie them.
 */
export async function createManyToMany(server: TestServer, from: string, to: string, alias: string): Promise<void> {
  const post = async (path: string, json: unknown) => {
    const response = await server.asAdmin(path, { method: 'POST', json });
    if (response.status !== 200) throw new Error(`POST ${path} answered ${response.status}: ${await response.text()}`);
  };
  const junction = `${from}_${to}`;
  const [fromKey, toKey] = [`${from}_id`, `${to}_id`];
  await post('/collections', {
    collection: junction,
    schema: {},
    meta: { hidden: true },
    fields: [INTEGER_KEY, { field: fromKey, type: 'integer' }, { field: toKey, type: 'integer' }],
  });
  await post(`/fields/${from}`, { field: alias, type: 'alias', meta: { special: ['m2m'], interface: 'list-m2m' } });
  await post('/relations', {
    collection: junction,
    field: fromKey,
    related_collection: from,
    meta: { one_field: alias, junction_field: toKey },
  });
  await post('/relations', { collection: junction, field: toKey, related_collection: to, meta: { junction_field: fromKey } });
}
