import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDatabasesFor } from '../../test/harness/test-databases.js';
import { createConnection } from '../db/connection.js';
import { migrate } from '../db/migrations/migrate.js';
import { createSchemaCache, type SchemaCache } from '../schema/schema-cache.js';
import type { Accountability } from './accountability.js';
import { createRulesCache, type RulesCache } from './rules-cache.js';
import { resolveAccess } from './resolve-access.js';

const DATABASES = testDatabasesFor(import.meta.url);

const base = { ip: null, userAgent: null, origin: null };

describe.each(DATABASES)('rules cache and per-request access on %s', (client) => {
  let database: TestDatabase;
  let db: Knex;
  let schema: SchemaCache;
  let rules: RulesCache;
  let published = 0;
  const role = randomUUID();
  const user = randomUUID();

  beforeAll(async () => {
    database = await createTestDatabase(client);
    db = createConnection(database.settings);
    await migrate(db);
    await db.schema.createTable('teams', (t) => {
      t.increments('id');
      t.string('name');
    });
    await db.schema.createTable('articles', (t) => {
      t.increments('id');
      t.string('title');
      t.uuid('owner');
      t.integer('team');
    });
    await db('directus_roles').insert({ id: role, name: 'Editor', admin_access: false, app_access: true });
    await db('directus_users').insert({ id: user, email: 'e@example.com', role, status: 'active', title: 'Lead' });
    await db('directus_permissions').insert([
      {
        role,
        collection: 'articles',
        action: 'read',
        permissions: JSON.stringify({ _or: [{ owner: { _eq: '$CURRENT_USER' } }, { title: { _eq: '$CURRENT_USER.title' } }] }),
        fields: 'id,title',
      },
      {
        role,
        collection: 'articles',
        action: 'create',
        presets: JSON.stringify({ owner: '$CURRENT_USER', team: '$CURRENT_ROLE.name' }),
        fields: '*',
      },
      { role: null, collection: 'articles', action: 'read', permissions: JSON.stringify({ title: { _eq: 'public' } }), fields: '*' },
    ]);
    schema = createSchemaCache(db);
    rules = createRulesCache({ db, schema, publish: () => published++ });
  });
  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });

  const userAccountability = (): Accountability => ({ ...base, user, role, admin: false, app: true });

  it('resolves the current user, their fields and the role fields the rules name', async () => {
    const access = await resolveAccess({ db, schema: await schema.get(), rules }, userAccountability());
    const read = access.rule('articles', 'read')!;
    expect(read.filter).toEqual({ _or: [{ owner: { _eq: user } }, { title: { _eq: 'Lead' } }] });
    expect(read.fields).toEqual(['id', 'title']);
    expect(access.rule('articles', 'create')!.presets).toEqual({ owner: user, team: 'Editor' });
    expect(access.rule('articles', 'delete')).toBeNull();
  });

  it('keys the rule shape by which variables are null, so compiled SQL never crosses users wrongly', async () => {
    const blank = randomUUID();
    await db('directus_users').insert({ id: blank, email: 'blank@example.com', role, status: 'active', title: null });
    try {
      const deps = { db, schema: await schema.get(), rules };
      const withTitle = await resolveAccess(deps, userAccountability());
      const withoutTitle = await resolveAccess(deps, { ...userAccountability(), user: blank });
      expect(withoutTitle.rule('articles', 'read')!.filter).toEqual({ _or: [{ owner: { _eq: blank } }, { title: { _eq: null } }] });
      expect(withTitle.key).not.toBe(withoutTitle.key);
      const sameShape = await resolveAccess(deps, userAccountability());
      expect(sameShape.key).toBe(withTitle.key);
    } finally {
      await db('directus_users').where('id', blank).delete();
    }
  });

  it('gives a signed-in user the default rules and the public role only its own rows', async () => {
    const userAccess = await resolveAccess({ db, schema: await schema.get(), rules }, userAccountability());
    expect(userAccess.rule('directus_users', 'read')!.filter).toEqual({ id: { _eq: user } });
    const publicAccess = await resolveAccess(
      { db, schema: await schema.get(), rules },
      { ...base, user: null, role: null, admin: false, app: false },
    );
    expect(publicAccess.rule('directus_users', 'read')).toBeNull();
    expect(publicAccess.rule('articles', 'read')!.filter).toEqual({ title: { _eq: 'public' } });
  });

  it('scopes a share to its item, read only, and to the shared collection at the root', async () => {
    // Created by an admin: bounded by its role only.
    const shareCreator = { user: randomUUID(), role: null, admin: true };
    const share: Accountability = {
      ...base,
      user: null,
      role,
      admin: false,
      app: false,
      share: randomUUID(),
      shareScope: { collection: 'articles', item: '7' },
      shareCreator,
    };
    const access = await resolveAccess({ db, schema: await schema.get(), rules }, share);
    expect(access.rule('articles', 'read')!.filter).toEqual({
      _and: [{ _or: [{ owner: { _eq: null } }, { title: { _eq: null } }] }, { id: { _eq: '7' } }],
    });
    expect(access.rule('articles', 'create')).toBeNull();
    expect(access.rule('directus_users', 'read')).toBeNull();
    expect(access.canReadAtRoot('articles')).toBe(true);
    expect(access.canReadAtRoot('teams')).toBe(false);
  });

  it("bounds a share by its creator's current rules, resolved for the creator; a share without one reads nothing", async () => {
    const share = (shareCreator: Accountability['shareCreator']): Accountability => ({
      ...base,
      user: null,
      role: null,
      admin: false,
      app: false,
      share: randomUUID(),
      shareScope: { collection: 'articles', item: '7' },
      shareCreator,
    });
    const bounded = await resolveAccess({ db, schema: await schema.get(), rules }, share({ user, role, admin: false }));
    const read = bounded.rule('articles', 'read')!;
    // The public role's rule AND the creator's (their own id and title), then the shared item.
    expect(read.filter).toEqual({
      _and: [
        { _and: [{ title: { _eq: 'public' } }, { _or: [{ owner: { _eq: user } }, { title: { _eq: 'Lead' } }] }] },
        { id: { _eq: '7' } },
      ],
    });
    expect(read.fields).toEqual(['id', 'title']);
    const orphan = await resolveAccess({ db, schema: await schema.get(), rules }, share(null));
    expect(orphan.rule('articles', 'read')).toBeNull();
    expect(orphan.list()).toEqual([]);
    expect(bounded.key).not.toBe(orphan.key);
  });

  it("follows m2o and o2m paths: the user's role name, the role's users", async () => {
    await db('directus_permissions').insert({
      role,
      collection: 'teams',
      action: 'update',
      permissions: JSON.stringify({
        _and: [{ name: { _eq: '$CURRENT_USER.role.name' } }, { name: { _in: ['$CURRENT_ROLE.users.email'] } }],
      }),
    });
    rules.invalidate();
    const access = await resolveAccess({ db, schema: await schema.get(), rules }, userAccountability());
    expect(access.rule('teams', 'update')!.filter).toEqual({ _and: [{ name: { _eq: 'Editor' } }, { name: { _in: ['e@example.com'] } }] });
    await db('directus_permissions').where({ collection: 'teams', action: 'update' }).delete();
    rules.invalidate();
  });

  it('compiles once per role and recompiles after an invalidation, telling other instances', async () => {
    const first = await rules.get(role, true);
    expect(await rules.get(role, true)).toBe(first);
    await db('directus_permissions').insert({ role, collection: 'teams', action: 'read', fields: '*' });
    expect((await rules.get(role, true)).rules.get('teams')).toBeUndefined();
    rules.invalidate();
    expect(published).toBeGreaterThan(0);
    const second = await rules.get(role, true);
    expect(second).not.toBe(first);
    expect(second.rules.get('teams')?.get('read')).toBeDefined();
  });

  it('recompiles when the schema version changes', async () => {
    const first = await rules.get(null, false);
    schema.invalidate();
    const second = await rules.get(null, false);
    expect(second.schemaVersion).toBeGreaterThan(first.schemaVersion);
    expect(second).not.toBe(first);
  });
});
