import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import { TEST_DATABASES } from '../../../test/harness/test-databases.js';

type Relation = {
  collection: string;
  field: string;
  related_collection: string | null;
  schema: Record<string, unknown> | null;
  meta: Record<string, unknown> | null;
};

/** The system relations Directus 10.13 answers, `many.field → one` (one_field after a colon). */
const REFERENCE_SYSTEM_RELATIONS = [
  'directus_collections.group → directus_collections',
  'directus_users.role → directus_roles:users',
  'directus_users.avatar → directus_files',
  'directus_revisions.activity → directus_activity:revisions',
  'directus_revisions.parent → directus_revisions',
  'directus_revisions.version → directus_versions',
  'directus_presets.user → directus_users',
  'directus_presets.role → directus_roles',
  'directus_folders.parent → directus_folders',
  'directus_files.folder → directus_folders',
  'directus_files.uploaded_by → directus_users',
  'directus_files.modified_by → directus_users',
  'directus_fields.collection → directus_collections:fields',
  'directus_fields.group → directus_fields',
  'directus_activity.user → directus_users',
  'directus_settings.project_logo → directus_files',
  'directus_settings.public_foreground → directus_files',
  'directus_settings.public_background → directus_files',
  'directus_settings.public_favicon → directus_files',
  'directus_settings.storage_default_folder → directus_folders',
  'directus_settings.public_registration_role → directus_roles',
  'directus_panels.dashboard → directus_dashboards:panels',
  'directus_panels.user_created → directus_users',
  'directus_flows.operation → directus_operations',
  'directus_flows.user_created → directus_users',
  'directus_operations.flow → directus_flows:operations',
  'directus_operations.resolve → directus_operations',
  'directus_operations.reject → directus_operations',
  'directus_operations.user_created → directus_users',
  'directus_permissions.role → directus_roles',
  'directus_sessions.user → directus_users',
  'directus_sessions.share → directus_shares',
  'directus_dashboards.user_created → directus_users',
  'directus_notifications.recipient → directus_users',
  'directus_notifications.sender → directus_users',
  'directus_shares.role → directus_roles',
  'directus_shares.collection → directus_collections',
  'directus_shares.user_created → directus_users',
  'directus_versions.collection → directus_collections',
  'directus_versions.user_created → directus_users',
  'directus_versions.user_updated → directus_users',
  'directus_webhooks.migrated_flow → directus_flows',
];

/** `GET /relations` serves every system relation with a meta marked `system: true` (issue 41, point 4). */
describe.each(TEST_DATABASES)('system relations on %s', (client) => {
  let server: TestServer;
  let relations: Relation[];

  beforeAll(async () => {
    server = await startTestServer({ client });
    relations = ((await (await server.asAdmin('/relations')).json()) as { data: Relation[] }).data;
  });
  afterAll(async () => server?.close());

  const system = () => relations.filter((relation) => relation.collection.startsWith('directus_'));
  const describeRelation = (r: Relation) =>
    `${r.collection}.${r.field} → ${r.related_collection}${r.meta?.one_field ? `:${String(r.meta.one_field)}` : ''}`;

  it('lists exactly the reference system relations', () => {
    expect(system().map(describeRelation).sort()).toEqual([...REFERENCE_SYSTEM_RELATIONS].sort());
  });

  it('gives each a meta marked system, in the shape of a relation row', () => {
    for (const relation of system()) {
      expect(relation.meta, describeRelation(relation)).toMatchObject({
        many_collection: relation.collection,
        many_field: relation.field,
        one_collection: relation.related_collection,
        one_collection_field: null,
        one_allowed_collections: null,
        junction_field: null,
        sort_field: null,
        one_deselect_action: 'nullify',
        system: true,
      });
    }
  });

  it('keeps the foreign keys it has, and none where the reference keeps none', () => {
    const byKey = new Map(system().map((r) => [`${r.collection}.${r.field}`, r]));
    expect(byKey.get('directus_files.folder')?.schema).toMatchObject({ foreign_key_table: 'directus_folders' });
    expect(byKey.get('directus_webhooks.migrated_flow')?.schema).toMatchObject({ foreign_key_table: 'directus_flows' });
    expect(byKey.get('directus_activity.user')?.schema).toBeNull();
  });

  it('serves the relations of one system collection, and the reverse alias as a field', async () => {
    const fieldsRelations = ((await (await server.asAdmin('/relations/directus_fields')).json()) as { data: Relation[] }).data;
    expect(fieldsRelations.map((r) => r.field).sort()).toEqual(['collection', 'group']);
    const alias = await server.asAdmin('/fields/directus_collections/fields');
    expect(alias.status).toBe(200);
    expect(((await alias.json()) as { data: { type: string } }).data.type).toBe('alias');
  });
});
