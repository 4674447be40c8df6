import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient } from '../client.js';
import { staticToken } from '../auth/static-token.js';
import { isTesseraError } from '../sdk-error.js';
import { graphql } from './graphql.js';

/** A scripted HTTP peer: records each request and answers what the test queued. The real /graphql is exercised in test/graphql.http.test.ts. */
let server: Server;
let seen: { method?: string; url?: string; headers: IncomingHttpHeaders; body: string }[] = [];
let answer: { status: number; body: string } = { status: 200, body: '{}' };

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      seen.push({ method: request.method, url: request.url, headers: request.headers, body });
      response.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const url = () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

describe('graphql() request shape', () => {
  it('POSTs the document and variables to /graphql with the token and answers data', async () => {
    seen = [];
    answer = { status: 200, body: JSON.stringify({ data: { articles: [{ id: 1 }] } }) };
    const client = createClient(url()).with(staticToken('tok')).with(graphql());
    const data = await client.query('query ($n: Int) { articles(limit: $n) { id } }', { n: 1 });
    expect(data).toEqual({ articles: [{ id: 1 }] });
    expect(seen[0]).toMatchObject({
      method: 'POST',
      url: '/graphql',
      headers: { authorization: 'Bearer tok', 'content-type': 'application/json' },
    });
    expect(JSON.parse(seen[0]!.body)).toEqual({ query: 'query ($n: Int) { articles(limit: $n) { id } }', variables: { n: 1 } });
  });

  it('the system scope goes to /graphql/system; no token, no Authorization header', async () => {
    seen = [];
    answer = { status: 200, body: JSON.stringify({ data: { users_me: null } }) };
    await createClient(url()).with(graphql()).query('{ users_me { id } }', undefined, 'system');
    expect(seen[0]?.url).toBe('/graphql/system');
    expect(seen[0]?.headers.authorization).toBeUndefined();
    expect(JSON.parse(seen[0]!.body)).toEqual({ query: '{ users_me { id } }' });
  });

  it('errors in a 200 answer, and error statuses, reject with the SDK error carrying the entries', async () => {
    answer = {
      status: 200,
      body: JSON.stringify({ data: null, errors: [{ message: 'Boom', extensions: { code: 'GRAPHQL_VALIDATION' } }] }),
    };
    const client = createClient(url()).with(graphql());
    const error = await client.query('{ x }').catch((reason: unknown) => reason);
    expect(isTesseraError(error) && error.errors[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION');

    answer = { status: 401, body: JSON.stringify({ errors: [{ message: 'No', extensions: { code: 'INVALID_CREDENTIALS' } }] }) };
    const denied = await client.query('{ x }').catch((reason: unknown) => reason);
    expect(isTesseraError(denied) && [denied.status, denied.message]).toEqual([401, 'No']);

    answer = { status: 502, body: '<html>bad gateway</html>' };
    const broken = await client.query('{ x }').catch((reason: unknown) => reason);
    expect(isTesseraError(broken) && broken.status).toBe(502);
  });
});
