import { expect } from 'vitest';
import type { TestServer } from './start-test-server.js';

export type ErrorBody = { errors: Array<{ message: string; extensions: { code: string } }> };

const id = { field: 'id', type: 'integer', schema: { is_primary_key: true, has_auto_increment: true } };

/** A column of every type an author keeps, with a value to store (as answers give it back). */
export const AUTHOR_VALUES = {
  f_string: 'hello',
  f_text: 'a longer text',
  f_boolean: true,
  f_integer: 42,
  f_big: 1234567890123,
  f_float: 1.5,
  f_decimal: '12.34',
  f_date: '2024-01-31',
  f_time: '13:45:00',
  f_datetime: '2024-01-31T13:45:00',
  f_timestamp: '2024-01-31T13:45:00.000Z',
  f_json: { a: [1, 2], b: { c: null } },
  f_csv: ['a', 'b'],
  f_uuid: '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
} as const;

const AUTHOR_FIELDS = [
  { field: 'f_string', type: 'string', schema: { max_length: 100 } },
  { field: 'f_text', type: 'text' },
  { field: 'f_boolean', type: 'boolean' },
  { field: 'f_integer', type: 'integer' },
  { field: 'f_big', type: 'bigInteger' },
  { field: 'f_float', type: 'float' },
  { field: 'f_decimal', type: 'decimal', schema: { numeric_precision: 10, numeric_scale: 2 } },
  { field: 'f_date', type: 'date' },
  { field: 'f_time', type: 'time' },
  { field: 'f_datetime', type: 'dateTime' },
  { field: 'f_timestamp', type: 'timestamp' },
  { field: 'f_json', type: 'json' },
  { field: 'f_csv', type: 'csv' },
  { field: 'f_uuid', type: 'uuid' },
  { field: 'secret', type: 'hash' },
  { field: 'created_on', type: 'timestamp', meta: { special: ['date-created'] } },
  { field: 'created_by', type: 'uuid', meta: { special: ['user-created'] } },
  { field: 'team', type: 'integer', meta: { special: ['m2o'] } },
];

/** The response body of a call as the admin, with its status. */
export async function adminCall<T = Record<string, unknown>>(server: TestServer, path: string, method = 'GET', json?: unknown) {
  return call<T>(server, path, { method, token: server.adminToken, ...(json === undefined ? {} : { json }) });
}

/** A call with any token (none: public), its status and parsed body. */
export async function call<T = Record<string, unknown>>(
  server: TestServer,
  path: string,
  init: RequestInit & { json?: unknown; token?: string } = {},
): Promise<{ status: number; body: { data?: T; meta?: Record<string, unknown> } & Partial<ErrorBody> }> {
  const response = await server.request(path, init);
  const text = await response.text();
  return { status: response.status, body: text === '' ? {} : JSON.parse(text) };
}

async function ok(server: TestServer, path: string, method: string, json: unknown): Promise<void> {
  const { status, body } = await adminCall(server, path, method, json);
  expect(status, `${method} ${path}: ${JSON.stringify(body)}`).toBe(200);
}

/**
 * teams (no trash) ← authors (trash: every column type, a hash, specials, m2o `team`) ← books
 * (trash, `author` SET NULL, o2m `authors.books` that deletes deselected books); tags ↔ authors through `authors_tags` whose
 * keys are SET NULL, so junction rows survive a delete and can be re-linked.
 */
export async function createTrashSchema(server: TestServer): Promise<void> {
  const collection = (name: string, fields: unknown[], trash: boolean) =>
    ok(server, '/collections', 'POST', { collection: name, schema: {}, meta: { trash }, fields: [id, ...fields] });
  await collection('teams', [{ field: 'name', type: 'string' }], false);
  await collection('authors', [{ field: 'name', type: 'string' }, ...AUTHOR_FIELDS], true);
  await collection(
    'books',
    [
      { field: 'title', type: 'string' },
      { field: 'author', type: 'integer', meta: { special: ['m2o'] } },
    ],
    true,
  );
  await collection('tags', [{ field: 'label', type: 'string' }], false);
  await collection(
    'authors_tags',
    [
      { field: 'authors_id', type: 'integer' },
      { field: 'tags_id', type: 'integer' },
    ],
    false,
  );
  await ok(server, '/relations', 'POST', {
    collection: 'authors',
    field: 'team',
    related_collection: 'teams',
    schema: { on_delete: 'SET NULL' },
  });
  await ok(server, '/relations', 'POST', {
    collection: 'books',
    field: 'author',
    related_collection: 'authors',
    // Deselecting a book deletes it: the nested delete path.
    meta: { one_field: 'books', one_deselect_action: 'delete' },
    schema: { on_delete: 'SET NULL' },
  });
  await ok(server, '/relations', 'POST', {
    collection: 'authors_tags',
    field: 'tags_id',
    related_collection: 'tags',
    meta: { junction_field: 'authors_id' },
    schema: { on_delete: 'SET NULL' },
  });
  await ok(server, '/relations', 'POST', {
    collection: 'authors_tags',
    field: 'authors_id',
    related_collection: 'authors',
    meta: { one_field: 'tags', junction_field: 'tags_id' },
    schema: { on_delete: 'SET NULL' },
  });
}

/** Creates an item as the admin and answers its key. */
export async function createItem(server: TestServer, collection: string, payload: Record<string, unknown>): Promise<number> {
  const { status, body } = await adminCall<{ id: number }>(server, `/items/${collection}`, 'POST', payload);
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data!.id;
}
