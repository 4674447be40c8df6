import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import knexFactory from 'knex';
import { describe, expect, it } from 'vitest';
import { createBlogSchema, seedBlog } from '../../../test/harness/blog-schema.js';
import { seedExportArticles } from '../../../test/harness/export-fixtures.js';
import { startTestServer, TEST_ADMIN } from '../../../test/harness/start-test-server.js';

/**
 * The server's close() with an export running: the export is aborted between two pages, its half
 * written object removed, no file row made, and the caller told, before the database closes.
 * SQLite only: the database file outlives the server, so the test can look at it afterwards.
 */
describe('closing the server while an export runs (SQLite)', () => {
  it('aborts it cleanly: no file row, no stored object, a failure notification', async () => {
    const server = await startTestServer({ client: 'sqlite3' });
    try {
      const db = server.server.ctx.db;
      await createBlogSchema(db, 'sqlite3');
      await seedBlog(db, 'sqlite3');
      await seedExportArticles(db, 100, 20_000);
      server.server.ctx.schema.invalidate();
      const response = await server.asAdmin('/utils/export/articles', { method: 'POST', json: { format: 'json', query: { limit: -1 } } });
      expect(response.status).toBe(204);
      await server.server.close();

      const after = knexFactory({
        client: 'better-sqlite3',
        connection: { filename: server.database.settings.DB_FILENAME },
        useNullAsDefault: true,
      });
      try {
        expect(await after('directus_files').count('* as n').first()).toEqual({ n: 0 });
        const admin = (await after('directus_users').where('email', TEST_ADMIN.email).first('id')) as { id: string };
        const notifications = await after('directus_notifications').select('recipient', 'subject', 'message', 'item');
        expect(notifications).toEqual([
          {
            recipient: admin.id,
            subject: 'Your export of articles failed',
            message: expect.stringContaining('The server shut down before the export finished') as string,
            item: null,
          },
        ]);
      } finally {
        await after.destroy();
      }
      const uploads = join(server.database.dataDir, 'uploads');
      expect(existsSync(uploads) ? readdirSync(uploads) : []).toEqual([]);
    } finally {
      await server.database.drop();
    }
  }, 120_000);
});
