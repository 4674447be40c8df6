import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createItem, isTesseraError, readItem, readItems, readMe, rest, staticToken, TesseraError } from '@tessera/sdk';
import { TEST_ADMIN, type TestServer } from '../../server/test/harness/start-test-server.js';
import { createBlog, resetBlog, startSdkTestServer, type BlogSchema } from './blog-fixture.js';

/** What a rejected request rejected with (fails the test if it resolved). */
async function reasonOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    (value) => expect.fail(`expected a rejection, got ${JSON.stringify(value)}`),
    (reason: unknown) => reason,
  );
}

/** A port nothing listens on: bound once to get a free number, then closed. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise<void>((resolve, reject) => probe.close((error) => (error ? reject(error) : resolve())));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

describe('SDK error shapes against the real server (SQLite)', () => {
  let server: TestServer;
  const clientWith = (token: string) => createClient<BlogSchema>(server.url).with(rest()).with(staticToken(token));

  beforeAll(async () => {
    server = await startSdkTestServer();
    await createBlog(server);
    await resetBlog(server);
  }, 60_000);
  afterAll(async () => server?.close());

  it('a non-OK answer rejects with TesseraError { status, errors, response }', async () => {
    const error = await reasonOf(clientWith(TEST_ADMIN.token).request(readItem('articles', 404)));
    expect(error).toBeInstanceOf(TesseraError);
    const tesseraError = error as TesseraError;
    expect(tesseraError.name).toBe('TesseraError');
    expect(tesseraError.status).toBe(403);
    expect(tesseraError.message).toBe("You don't have permission to access this.");
    expect(tesseraError.errors).toEqual([{ message: "You don't have permission to access this.", extensions: { code: 'FORBIDDEN' } }]);
    expect(tesseraError.response).toBeInstanceOf(Response);
    expect(tesseraError.response.status).toBe(403);
    expect(tesseraError.response.url).toBe(`${server.url}/items/articles/404`);
    expect(tesseraError.response.headers.get('x-request-id')).toMatch(/^[\w-]+$/);
  });

  it.each([
    {
      name: 'an unknown field in a filter',
      // @ts-expect-error: the typed client refuses the field too; this checks the server's answer
      run: () => clientWith(TEST_ADMIN.token).request(readItems('articles', { filter: { nope: { _eq: 1 } } })),
      status: 400,
      code: 'INVALID_QUERY',
    },
    {
      name: 'a missing required value',
      run: () => clientWith(TEST_ADMIN.token).request(createItem('articles', { status: 'draft' })),
      status: 400,
      code: 'NOT_NULL_VIOLATION',
    },
    {
      name: 'a token the server does not know',
      run: () => clientWith('not-a-known-token').request(readItems('articles')),
      status: 401,
      code: 'INVALID_CREDENTIALS',
    },
    {
      name: 'a public read without permission',
      run: () => createClient<BlogSchema>(server.url).with(rest()).request(readItems('articles')),
      status: 403,
      code: 'FORBIDDEN',
    },
    {
      name: 'readMe without a user',
      run: () => createClient(server.url).with(rest()).request(readMe()),
      status: 401,
      code: 'INVALID_CREDENTIALS',
    },
    {
      name: 'a route that does not exist (a custom command)',
      run: () => clientWith(TEST_ADMIN.token).request(() => ({ path: '/nothing/here' })),
      status: 404,
      code: 'ROUTE_NOT_FOUND',
    },
  ])('$name rejects with $status $code', async ({ run, status, code }) => {
    const error = await reasonOf(run());
    expect(
      isTesseraError(error) && { status: error.status, code: error.errors[0]?.extensions?.code, responseStatus: error.response.status },
    ).toEqual({
      status,
      code,
      responseStatus: status,
    });
  });

  it('a network failure (closed port) rejects with the error fetch raised, unchanged', async () => {
    const port = await closedPort();
    let raised: unknown;
    const recordingFetch: typeof fetch = async (input, init) => {
      try {
        return await fetch(input, init);
      } catch (error) {
        raised = error;
        throw error;
      }
    };
    const client = createClient<BlogSchema>(`http://127.0.0.1:${port}`, { fetch: recordingFetch })
      .with(rest())
      .with(staticToken(TEST_ADMIN.token));

    const error = await reasonOf(client.request(readItems('articles')));
    expect(raised).toBeInstanceOf(TypeError);
    expect(error).toBe(raised);
    expect(isTesseraError(error)).toBe(false);
    expect((error as TypeError & { cause?: { code?: string } }).cause?.code).toBe('ECONNREFUSED');

    // The same with the global fetch the SDK uses by default.
    const plain = createClient(`http://127.0.0.1:${port}`).with(rest());
    const plainError = await reasonOf(plain.request(readItems('articles')));
    expect(plainError).toBeInstanceOf(TypeError);
    expect((plainError as TypeError & { cause?: { code?: string } }).cause?.code).toBe('ECONNREFUSED');
  });
});
