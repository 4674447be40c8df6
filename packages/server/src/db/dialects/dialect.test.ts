import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDatabasesFor } from '../../../test/harness/test-databases.js';
import { fieldTypeOfColumn } from '../../schema/field-type-of-column.js';
import { createConnection } from '../connection.js';
import { introspect } from '../introspect/introspect.js';
import type { TableInfo } from '../introspect/table-info.js';
import type { ColumnDefinition, ColumnType } from './column-definition.js';
import { constraintName } from './constraint-name.js';
import type { Dialect } from './dialect.js';
import { dialectOf } from './dialect-of.js';

const DATABASES = testDatabasesFor(import.meta.url);

const column = (name: string, type: ColumnType, rest: Partial<ColumnDefinition> = {}): ColumnDefinition => ({
  name,
  type,
  maxLength: null,
  precision: null,
  scale: null,
  nullable: true,
  default: { kind: 'none' },
  unique: false,
  primary: false,
  autoIncrement: false,
  ...rest,
});
const id = () => column('id', 'integer', { primary: true, autoIncrement: true, nullable: false });

describe.each(DATABASES)('dialect DDL on %s', (client) => {
  let database: TestDatabase;
  let db: Knex;
  let dialect: Dialect;

  beforeAll(async () => {
    database = await createTestDatabase(client);
    db = createConnection(database.settings);
    dialect = dialectOf(db);
  });
  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });

  const table = async (name: string): Promise<TableInfo> => {
    const found = (await introspect(db)).find((t) => t.name === name);
    if (!found) throw new Error(`no table ${name}`);
    return found;
  };

  it('creates every column type so that introspection reads the same type back', async () => {
    const hasGeometry = (await dialect.geometryUnsupportedReason(db)) === null;
    const types: ColumnType[] = [
      'string',
      'text',
      'boolean',
      'integer',
      'bigInteger',
      'float',
      'decimal',
      'date',
      'time',
      'dateTime',
      'timestamp',
      'json',
      'uuid',
      'binary',
    ];
    if (hasGeometry) types.push('geometry', 'geometry.Point', 'geometry.MultiPolygon');
    await dialect.createTable(db, 'every_type', [
      id(),
      ...types.map((type) =>
        column(
          `c_${type.replace('.', '_')}`,
          type,
          type === 'decimal' ? { precision: 12, scale: 3 } : type === 'string' ? { maxLength: 40 } : {},
        ),
      ),
    ]);
    const info = await table('every_type');
    const read = Object.fromEntries(info.columns.map((c) => [c.name, fieldTypeOfColumn(c)]));
    expect(read).toEqual(Object.fromEntries([['id', 'integer'], ...types.map((type) => [`c_${type.replace('.', '_')}`, type])]));
    expect(info.columns.find((c) => c.name === 'c_decimal')).toMatchObject({ numericPrecision: 12, numericScale: 3 });
    expect(info.columns.find((c) => c.name === 'c_string')).toMatchObject({ maxLength: 40 });
    expect(info.columns.find((c) => c.name === 'id')).toMatchObject({ isPrimaryKey: true, hasAutoIncrement: true });
  });

  it('reports geometry support honestly', async () => {
    const reason = await dialect.geometryUnsupportedReason(db);
    if (client === 'pg') {
      const postgis = await db.raw<{ rows: unknown[] }>("select 1 from pg_extension where extname = 'postgis'");
      expect(reason === null).toBe(postgis.rows.length > 0);
    } else expect(reason).toBeNull();
  });

  it('adds a foreign key keeping the rows, indexes and keys of the table and of those pointing at it', async () => {
    await dialect.createTable(db, 'fk_authors', [id(), column('name', 'string')]);
    await dialect.createTable(db, 'fk_posts', [id(), column('slug', 'string', { unique: true }), column('author', 'integer')]);
    await dialect.createTable(db, 'fk_comments', [id(), column('post', 'integer')]);
    await dialect.addForeignKey(db, {
      table: 'fk_comments',
      column: 'post',
      foreignTable: 'fk_posts',
      foreignColumn: 'id',
      onDelete: 'CASCADE',
      onUpdate: null,
      constraintName: null,
    });
    await db('fk_authors').insert([{ name: 'a' }, { name: 'b' }]);
    await db('fk_posts').insert([
      { slug: 'one', author: 1 },
      { slug: 'two', author: 2 },
    ]);
    await db('fk_comments').insert([{ post: 1 }, { post: 2 }]);

    await dialect.transaction(db, (trx) =>
      dialect.addForeignKey(trx, {
        table: 'fk_posts',
        column: 'author',
        foreignTable: 'fk_authors',
        foreignColumn: 'id',
        onDelete: 'SET NULL',
        onUpdate: null,
        constraintName: null,
      }),
    );

    expect(await db('fk_posts').orderBy('id').select('id', 'slug', 'author')).toEqual([
      { id: 1, slug: 'one', author: 1 },
      { id: 2, slug: 'two', author: 2 },
    ]);
    expect(await db('fk_comments').count({ n: '*' }).first()).toMatchObject({ n: expect.anything() });
    expect((await db('fk_comments').select('post')).map((r) => Number(r.post)).sort()).toEqual([1, 2]);
    const posts = await table('fk_posts');
    expect(posts.foreignKeys).toEqual([
      expect.objectContaining({ column: 'author', foreignKeyTable: 'fk_authors', foreignKeyColumn: 'id', onDelete: 'SET NULL' }),
    ]);
    expect(posts.columns.find((c) => c.name === 'slug')?.isUnique).toBe(true);
    expect((await table('fk_comments')).foreignKeys).toEqual([
      expect.objectContaining({ column: 'post', foreignKeyTable: 'fk_posts', onDelete: 'CASCADE' }),
    ]);
    // The key works: deleting an author nulls the posts' reference, deleting a post cascades.
    await db('fk_authors').where('id', 1).delete();
    expect((await db('fk_posts').where('id', 1).first()).author).toBeNull();
    await db('fk_posts').where('id', 2).delete();
    expect((await db('fk_comments').select('post')).map((r) => Number(r.post))).toEqual([1]);
  });

  it('enforces foreign keys again once a change is over, whether it committed or failed', async () => {
    await dialect.createTable(db, 'enforced_parent', [id()]);
    await dialect.createTable(db, 'enforced_child', [id(), column('parent', 'integer')]);
    const foreignKey = {
      table: 'enforced_child',
      column: 'parent',
      foreignTable: 'enforced_parent',
      foreignColumn: 'id',
      onDelete: 'SET NULL' as const,
      onUpdate: null,
      constraintName: null,
    };
    await dialect.transaction(db, (trx) => dialect.addForeignKey(trx, foreignKey));
    await expect(db('enforced_child').insert({ parent: 12345 })).rejects.toThrow();
    await expect(dialect.transaction(db, async () => Promise.reject(new Error('a failing change')))).rejects.toThrow('a failing change');
    await expect(db('enforced_child').insert({ parent: 12345 })).rejects.toThrow();
  });

  it('refuses a foreign key that existing rows violate and leaves the table as it was', async () => {
    await dialect.createTable(db, 'bad_targets', [id()]);
    await dialect.createTable(db, 'bad_refs', [id(), column('target', 'integer')]);
    await db('bad_refs').insert({ target: 99 });
    const before = await table('bad_refs');
    // SQLite finds the violation before COMMIT, the others at ALTER TABLE (MySQL also puts back the column type it matched).
    await expect(
      dialect.transaction(db, (trx) =>
        dialect.addForeignKey(trx, {
          table: 'bad_refs',
          column: 'target',
          foreignTable: 'bad_targets',
          foreignColumn: 'id',
          onDelete: 'SET NULL',
          onUpdate: null,
          constraintName: null,
        }),
      ),
    ).rejects.toThrow();
    expect(await table('bad_refs')).toEqual(before);
    expect(await db('bad_refs').select('target')).toEqual([{ target: 99 }]);
  });

  it('alters a column and undoes the change', async () => {
    const from = column('title', 'string', { maxLength: 10 });
    await dialect.createTable(db, 'alter_me', [id(), from]);
    await db('alter_me').insert({ title: 'short' });
    const to = { ...from, maxLength: 50, nullable: false, default: { kind: 'value' as const, value: 'untitled' }, unique: true };
    const undo = await dialect.alterColumn(db, 'alter_me', from, to);
    let title = (await table('alter_me')).columns.find((c) => c.name === 'title');
    expect(title).toMatchObject({ maxLength: 50, isNullable: false, defaultValue: 'untitled', isUnique: true });
    expect(await db('alter_me').select('title')).toEqual([{ title: 'short' }]);
    await undo();
    title = (await table('alter_me')).columns.find((c) => c.name === 'title');
    expect(title).toMatchObject({ maxLength: 10, isNullable: true, defaultValue: null, isUnique: false });
  });

  it('adds required and now-defaulted columns to a table that has rows', async () => {
    await dialect.createTable(db, 'add_to_me', [id()]);
    await db('add_to_me').insert({});
    await dialect.transaction(db, async (trx) => {
      await dialect.addColumn(
        trx,
        'add_to_me',
        column('status', 'string', { nullable: false, default: { kind: 'value', value: 'draft' } }),
      );
      await dialect.addColumn(trx, 'add_to_me', column('created', 'timestamp', { default: { kind: 'now' } }));
    });
    const row = await db('add_to_me').first();
    expect(row.status).toBe('draft');
    expect(row.created).not.toBeNull();
    const created = (await table('add_to_me')).columns.find((c) => c.name === 'created');
    expect(created?.defaultValue).toBe('CURRENT_TIMESTAMP');
  });

  it('drops a foreign key and a column', async () => {
    await dialect.createTable(db, 'drop_parent', [id()]);
    await dialect.createTable(db, 'drop_child', [id(), column('parent', 'integer'), column('note', 'text')]);
    const foreignKey = {
      table: 'drop_child',
      column: 'parent',
      foreignTable: 'drop_parent',
      foreignColumn: 'id',
      onDelete: 'SET NULL' as const,
      onUpdate: null,
      constraintName: null,
    };
    await dialect.transaction(db, (trx) => dialect.addForeignKey(trx, foreignKey));
    const name = (await table('drop_child')).foreignKeys[0]?.constraintName ?? null;
    await dialect.transaction(db, (trx) => dialect.dropForeignKey(trx, { ...foreignKey, constraintName: name }));
    expect((await table('drop_child')).foreignKeys).toEqual([]);
    await dialect.transaction(db, (trx) => dialect.dropColumn(trx, 'drop_child', 'note'));
    expect((await table('drop_child')).columns.map((c) => c.name)).toEqual(['id', 'parent']);
  });
});

describe('constraintName', () => {
  it('keeps short names as Knex would write them and shortens long ones within the limit', () => {
    expect(constraintName('articles', 'author', 'foreign', 63)).toBe('articles_author_foreign');
    const long = constraintName('a'.repeat(60), 'b'.repeat(60), 'foreign', 63);
    expect(long.length).toBeLessThanOrEqual(63);
    expect(long).toMatch(/_[0-9a-f]{8}_foreign$/);
    expect(constraintName('a'.repeat(60), 'c'.repeat(60), 'foreign', 63)).not.toBe(long);
  });
});
