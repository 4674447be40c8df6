import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGraphqlTables, smallSchemaSource, startGraphqlApp } from '../../../test/harness/graphql-test-app.js';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import { fuzzRuns } from '../../../test/harness/slow-tests.js';

/** Querystrings a client might send to GET /graphql: known parameters with hostile values, bracket keys, junk. */
const querystring = fc
  .array(
    fc.tuple(
      fc.constantFrom(
        'query',
        'variables',
        'operationName',
        'query[]',
        'variables[__proto__]',
        'query[a][b]',
        '__proto__[x]',
        'constructor',
        'access_token',
      ),
      fc.oneof(
        fc.string(),
        fc.constantFrom(
          '{ articles { id } }',
          '{ articles(limit: $n) { id } }',
          'query ($n: Int) { articles(limit: $n) { title } }',
          'mutation { x }',
          '{',
          '{"n":1}',
          '{"__proto__":{}}',
          '{"n":"x"}',
          'null',
          '[]',
        ),
      ),
    ),
    { maxLength: 5 },
  )
  .map((pairs) =>
    pairs
      .map(([key, value]) => `${encodeURIComponent(key).replace(/%5B/g, '[').replace(/%5D/g, ']')}=${encodeURIComponent(value)}`)
      .join('&'),
  );

describe('fuzz: GET /graphql querystrings', () => {
  let server: TestServer;
  let app: { url: string; close(): Promise<void> };
  beforeAll(async () => {
    server = await startTestServer();
    await createGraphqlTables(server.server.ctx.db);
    server.server.ctx.schema.invalidate();
    app = await startGraphqlApp(server.server.ctx, smallSchemaSource());
  });
  afterAll(async () => {
    await app?.close();
    await server?.close();
  });

  it('answers every querystring with 200 or a 4xx in the error shape, never a 500', async () => {
    await fc.assert(
      fc.asyncProperty(querystring, async (search) => {
        const response = await fetch(`${app.url}/graphql?${search}`, { headers: { authorization: `Bearer ${server.adminToken}` } });
        const body = (await response.json()) as { data?: unknown; errors?: Array<{ message: string; extensions: { code: string } }> };
        expect(response.status === 200 || (response.status >= 400 && response.status < 500), `${response.status} for ?${search}`).toBe(
          true,
        );
        if (response.status !== 200) expect(body.errors?.[0]?.extensions.code).toMatch(/^[A-Z_]+$/);
        expect(({} as Record<string, unknown>).x).toBeUndefined();
      }),
      { numRuns: fuzzRuns(150) },
    );
  });
});
