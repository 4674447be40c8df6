import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDatabasesFor } from '../../test/harness/test-databases.js';
import type { AppError } from '../errors/app-error.js';
import { createConnection } from './connection.js';
import { fromDbError } from './db-errors.js';
import { dialectFor } from './dialects/dialect-of.js';

const DATABASES = testDatabasesFor(import.meta.url);

describe.each(DATABASES)('fromDbError on %s', (client) => {
  let database: TestDatabase;
  let db: Knex;

  beforeAll(async () => {
    database = await createTestDatabase(client);
    db = createConnection(database.settings);
    await db.schema.createTable('authors', (t) => {
      t.increments('id');
    });
    await db.schema.createTable('articles', (t) => {
      t.increments('id');
      t.string('slug', 5).notNullable().unique();
      t.integer('author').unsigned().references('id').inTable('authors');
      t.integer('count');
      t.uuid('ref');
    });
    await db('authors').insert({});
    await db('articles').insert({ slug: 'taken', author: 1 });
  });
  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });

  async function failure(run: () => Promise<unknown>): Promise<AppError | null> {
    try {
      await run();
    } catch (error) {
      return fromDbError(dialectFor(client), error, { collection: 'articles', primaryKey: 'id' });
    }
    throw new Error('expected the statement to fail');
  }

  it('maps a duplicate value to RECORD_NOT_UNIQUE naming the field', async () => {
    const error = await failure(() => db('articles').insert({ slug: 'taken' }));
    expect(error).toMatchObject({ code: 'RECORD_NOT_UNIQUE', status: 400, extensions: { collection: 'articles', field: 'slug' } });
    expect(error?.message).toBe('Value for field "slug" in collection "articles" has to be unique.');
  });

  it('maps a duplicate primary key to RECORD_NOT_UNIQUE on the key field', async () => {
    const error = await failure(() => db('articles').insert({ id: 1, slug: 'other' }));
    expect(error).toMatchObject({ code: 'RECORD_NOT_UNIQUE', extensions: { field: 'id' } });
  });

  it('maps a missing required value to NOT_NULL_VIOLATION', async () => {
    const error = await failure(() => db('articles').insert({ slug: null }));
    expect(error).toMatchObject({ code: 'NOT_NULL_VIOLATION', extensions: { collection: 'articles', field: 'slug' } });
    expect(error?.message).toBe('Value for field "slug" in collection "articles" can\'t be null.');
  });

  it('maps a dangling reference to INVALID_FOREIGN_KEY', async () => {
    const error = await failure(() => db('articles').insert({ slug: 'fk', author: 999 }));
    expect(error).toMatchObject({ code: 'INVALID_FOREIGN_KEY', extensions: { collection: 'articles' } });
    // SQLite does not name the failing column.
    if (client !== 'sqlite3') expect(error?.extensions.field).toBe('author');
    expect(error?.message).toMatch(/^Invalid foreign key/);
  });

  it.skipIf(client === 'sqlite3')('maps a too long string to VALUE_TOO_LONG', async () => {
    const error = await failure(() => db('articles').insert({ slug: 'much too long' }));
    expect(error).toMatchObject({ code: 'VALUE_TOO_LONG', extensions: { collection: 'articles' } });
    expect(error?.message).toMatch(/is too long\.$/);
  });

  it.skipIf(client === 'sqlite3')('maps an overflowing number to VALUE_OUT_OF_RANGE', async () => {
    const error = await failure(() => db('articles').insert({ slug: 'big', count: 99_999_999_999 }));
    expect(error).toMatchObject({ code: 'VALUE_OUT_OF_RANGE', extensions: { collection: 'articles' } });
    expect(error?.message).toMatch(/^Numeric value.* is out of range\.$/);
  });

  it.skipIf(client === 'sqlite3')('maps a value of the wrong type to INVALID_PAYLOAD instead of a 500', async () => {
    const error = await failure(() => db('articles').insert({ slug: 'typ', count: 'abc' }));
    expect(error).toMatchObject({ code: 'INVALID_PAYLOAD', status: 400 });
  });

  it.skipIf(client === 'sqlite3')('answers schema conflicts (a table that already exists) with INVALID_PAYLOAD', async () => {
    const error = await failure(() => db.schema.createTable('authors', (t) => t.increments('id')));
    expect(error).toMatchObject({ code: 'INVALID_PAYLOAD', status: 400 });
    expect(error?.message).toMatch(/authors/);
  });

  it('leaves other errors alone', async () => {
    const error = await failure(() => db.raw('select * from no_such_table'));
    expect(error).toBeNull();
    expect(fromDbError(dialectFor(client), 'not an error')).toBeNull();
  });
});
