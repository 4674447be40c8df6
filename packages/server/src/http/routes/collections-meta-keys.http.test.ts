import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import { TEST_DATABASES } from '../../../test/harness/test-databases.js';

/** The keys of a collection meta in Directus 10.13 (`directus_collections` columns). */
const REFERENCE_META_KEYS = [
  'accountability',
  'archive_app_filter',
  'archive_field',
  'archive_value',
  'collapse',
  'collection',
  'color',
  'display_template',
  'group',
  'hidden',
  'icon',
  'item_duplication_fields',
  'note',
  'preview_url',
  'singleton',
  'sort',
  'sort_field',
  'translations',
  'unarchive_value',
  'versioning',
];

type Meta = Record<string, unknown>;

/**
 * A collection meta has the reference's keys and no more (issue 41, point 9): Tessera's own `trash`
 * option is answered only on collections that turn it on, and still works there.
 */
describe.each(TEST_DATABASES)('collection meta keys on %s', (client) => {
  let server: TestServer;
  const metaOf = async (collection: string) =>
    ((await (await server.asAdmin(`/collections/${collection}`)).json()) as { data: { meta: Meta } }).data.meta;

  beforeAll(async () => {
    server = await startTestServer({ client });
    for (const collection of ['plain', 'kept'])
      expect((await server.asAdmin('/collections', { method: 'POST', json: { collection, schema: {}, meta: {} } })).status).toBe(200);
  });
  afterAll(async () => server?.close());

  it('answers exactly the reference keys for user and system collections', async () => {
    expect(Object.keys(await metaOf('plain')).sort()).toEqual(REFERENCE_META_KEYS);
    expect(Object.keys(await metaOf('directus_files')).sort()).toEqual([...REFERENCE_META_KEYS, 'system'].sort());
    const listed = ((await (await server.asAdmin('/collections')).json()) as { data: Array<{ meta: Meta | null }> }).data;
    for (const { meta } of listed) expect(meta && Object.hasOwn(meta, 'trash')).toBe(false);
  });

  it('keeps the trash option working where it is turned on, and drops the key when it is turned off', async () => {
    await server.asAdmin('/collections/kept', { method: 'PATCH', json: { meta: { trash: true } } });
    expect(await metaOf('kept')).toMatchObject({ trash: true });
    const item = (await (await server.asAdmin('/items/kept', { method: 'POST', json: {} })).json()) as { data: { id: number } };
    expect((await server.asAdmin(`/items/kept/${item.data.id}`, { method: 'DELETE' })).status).toBe(204);
    const trash = (await (await server.asAdmin('/utils/trash/kept')).json()) as { data: unknown[] };
    expect(trash.data).toHaveLength(1);
    await server.asAdmin('/collections/kept', { method: 'PATCH', json: { meta: { trash: false } } });
    expect(Object.hasOwn(await metaOf('kept'), 'trash')).toBe(false);
  });
});
