import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { startTestServer, TEST_ADMIN, testConfig } from '../../../test/harness/start-test-server.js';
import { createTestDatabase, testDatabasesFor } from '../../../test/harness/test-databases.js';
import { verifyPassword } from '../../auth/passwords.js';
import { createConnection } from '../../db/connection.js';
import { applyTableSpecs } from '../../db/migrations/apply-table-spec.js';
import { SYSTEM_TABLES } from '../../db/system-tables.js';
import { startServer } from '../../server.js';

const DATABASES = testDatabasesFor(import.meta.url);

// testConfig() sets LOG_LEVEL=silent.
const quiet = { announce: () => {} };

describe.each(DATABASES)('first run and restart on %s', (client) => {
  it('creates the admin and the settings singleton once, and a restart changes nothing', async () => {
    const database = await createTestDatabase(client);
    try {
      const config = testConfig(database);
      const first = await startServer(config, quiet);
      const snapshot = async () => ({
        users: await first.ctx.db('directus_users').select('*').orderBy('id'),
        roles: await first.ctx.db('directus_roles').select('*').orderBy('id'),
        settings: await first.ctx.db('directus_settings').select('*'),
      });
      const before = await snapshot();
      expect(before.users).toHaveLength(1);
      expect(before.users[0]).toMatchObject({ email: TEST_ADMIN.email, status: 'active' });
      expect(await verifyPassword(before.users[0].password, TEST_ADMIN.password)).toBe(true);
      expect(before.roles).toHaveLength(1);
      expect(Boolean(before.roles[0].admin_access) && Boolean(before.roles[0].app_access)).toBe(true);
      expect(before.users[0].role).toBe(before.roles[0].id);
      expect(before.settings).toHaveLength(1);
      expect(before.settings[0]).toMatchObject({
        project_name: 'Tessera',
        default_language: 'en-US',
        auth_login_attempts: 25,
        storage_asset_transform: 'all',
      });
      await first.close();

      const announced: string[] = [];
      const second = await startServer(config, { ...quiet, announce: (text) => announced.push(text) });
      const db = second.ctx.db;
      expect(await db('directus_users').select('*').orderBy('id')).toEqual(before.users);
      expect(await db('directus_roles').select('*').orderBy('id')).toEqual(before.roles);
      expect(await db('directus_settings').select('*')).toEqual(before.settings);
      expect(announced).toEqual([]);
      await second.close();
    } finally {
      await database.drop();
    }
  });

  it('generates a strong password and announces it once when none is configured', async () => {
    const database = await createTestDatabase(client);
    try {
      const config = { ...testConfig(database), ADMIN_PASSWORD: undefined, ADMIN_EMAIL: undefined };
      const announced: string[] = [];
      const server = await startServer(config, { ...quiet, announce: (text) => announced.push(text) });
      expect(announced).toHaveLength(1);
      const password = /password: (\S+)/.exec(announced[0]!)?.[1] ?? '';
      expect(password.length).toBeGreaterThanOrEqual(20);
      const user = await server.ctx.db('directus_users').first('password', 'email');
      expect(user.email).toBe('admin@example.com');
      expect(await verifyPassword(user.password, password)).toBe(true);
      await server.close();
    } finally {
      await database.drop();
    }
  });
});

describe.each(DATABASES)('start-up on an existing database on %s', (client) => {
  it('keeps every row, adds only the missing columns and creates no admin', async () => {
    const database = await createTestDatabase(client);
    const db = createConnection(database.settings);
    const roleId = randomUUID();
    const userId = randomUUID();
    try {
      // An older install: system tables without some of today's columns, with data in them.
      const trimmed = SYSTEM_TABLES.map((table) =>
        table.name === 'directus_users'
          ? { ...table, columns: table.columns.filter((c) => !['theme_dark_overrides', 'email_notifications'].includes(c.name)) }
          : table,
      ).filter((table) => table.name !== 'directus_migrations' && table.name !== 'directus_extensions');
      await applyTableSpecs(db, trimmed);
      await db('directus_roles').insert({ id: roleId, name: 'Editors', app_access: true, admin_access: false });
      await db('directus_users').insert({
        id: userId,
        email: 'editor@example.com',
        password: '$argon2id$v=19$m=65536,t=3,p=4$c29tZXNhbHQ$iWh06vD8Fy27wf9npn6FXWiCX4K6pW6Ue1Bnzz07Z8A',
        role: roleId,
        status: 'active',
      });
      await db('directus_settings').insert({ project_name: 'Old project' });
      await db.schema.createTable('articles', (table) => {
        table.increments('id');
        table.string('title');
      });
      await db('articles').insert([{ title: 'one' }, { title: 'two' }]);
      await db.destroy();

      const server = await startTestServer({ client, database });
      const live = server.server.ctx.db;
      expect(await live('articles').select('title').orderBy('id')).toEqual([{ title: 'one' }, { title: 'two' }]);
      expect(await live('directus_users').select('id', 'email', 'role', 'password')).toEqual([
        { id: userId, email: 'editor@example.com', role: roleId, password: expect.stringMatching(/^\$argon2id\$/) },
      ]);
      expect(await live('directus_settings').select('project_name')).toEqual([{ project_name: 'Old project' }]);
      expect(Object.keys(await live('directus_users').columnInfo())).toEqual(
        expect.arrayContaining(['theme_dark_overrides', 'email_notifications']),
      );
      expect(await live.schema.hasTable('directus_extensions')).toBe(true);
      await server.close();
    } finally {
      await db.destroy().catch(() => {});
      await database.drop().catch(() => {});
    }
  });
});
