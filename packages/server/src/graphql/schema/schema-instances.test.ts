import type { GraphQLObjectType, GraphQLSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { callerOf } from '../../../test/harness/graphql-schema-kit.js';
import { startTestServer } from '../../../test/harness/start-test-server.js';
import { TEST_DATABASES } from '../../../test/harness/test-databases.js';
import { createGraphqlSchemaSource } from './schema-source.js';

const REDIS_ENV = { SYNCHRONIZATION_STORE: 'redis', REDIS: 'redis://127.0.0.1:6379' };

const fieldsOf = (schema: GraphQLSchema, type: string) =>
  Object.keys((schema.getType(type) as GraphQLObjectType | undefined)?.getFields() ?? {});

/** A schema or permission change made through one instance gives the other instance's callers a fresh GraphQL schema. */
describe.runIf(TEST_DATABASES.includes('pg'))('GraphQL schemas on two instances', () => {
  it('follow a permission change and a new field made through the other instance', async () => {
    const first = await startTestServer({ client: 'pg', env: REDIS_ENV });
    const second = await startTestServer({ client: 'pg', database: first.database, env: REDIS_ENV });
    try {
      const created = await first.asAdmin('/collections', {
        method: 'POST',
        json: {
          collection: 'notes',
          schema: {},
          fields: [
            { field: 'title', type: 'string' },
            { field: 'secret', type: 'string' },
          ],
        },
      });
      expect(created.status).toBe(200);
      const role = await first.createRole({ name: 'Note reader' });
      const granted = await first.asAdmin('/permissions', {
        method: 'POST',
        json: { role, collection: 'notes', action: 'read', fields: ['id', 'title'] },
      });
      expect(granted.status).toBe(200);
      const ruleId = ((await granted.json()) as { data: { id: number } }).data.id;
      await first.createUser({ role, token: 'note-reader' });

      const schemas = createGraphqlSchemaSource(second.server.ctx);
      const readerSchema = async () => schemas((await callerOf(second.server.ctx, 'note-reader')).access, 'items');
      const adminSchema = async () => schemas((await callerOf(second.server.ctx, second.adminToken)).access, 'items');
      const eventually = async (check: () => Promise<boolean>) => {
        const started = Date.now();
        while (!(await check())) {
          if (Date.now() - started > 2000) throw new Error('the second instance did not follow within 2 s');
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
      };
      await eventually(async () => fieldsOf(await readerSchema(), 'notes').includes('title'));
      expect(fieldsOf(await readerSchema(), 'notes').sort()).toEqual(['id', 'title']);

      const patched = await first.asAdmin(`/permissions/${ruleId}`, { method: 'PATCH', json: { fields: ['id', 'title', 'secret'] } });
      expect(patched.status).toBe(200);
      await eventually(async () => fieldsOf(await readerSchema(), 'notes').includes('secret'));

      const field = await first.asAdmin('/fields/notes', { method: 'POST', json: { field: 'extra', type: 'integer' } });
      expect(field.status).toBe(200);
      await eventually(async () => fieldsOf(await adminSchema(), 'notes').includes('extra'));
    } finally {
      await second.server.close();
      await first.close();
    }
  });
});
