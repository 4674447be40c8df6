import type { Knex } from 'knex';
import { introspect } from '../../db/introspect/introspect.js';
import type { TableInfo } from '../../db/introspect/table-info.js';
import { dbClientOf } from '../../db/connection.js';

/** Everything a data model change touches, read straight from the database: to prove a failed change left nothing behind. */
export interface DataModelSnapshot {
  tables: TableInfo[];
  collections: unknown[];
  fields: unknown[];
  relations: unknown[];
  permissions: unknown[];
  presets: unknown[];
}

export async function dataModelSnapshot(db: Knex): Promise<DataModelSnapshot> {
  return {
    tables: await introspect(db),
    collections: await db('directus_collections').orderBy('collection').select('*'),
    fields: await db('directus_fields').orderBy('id').select('*'),
    relations: await db('directus_relations').orderBy('id').select('*'),
    permissions: await db('directus_permissions').orderBy('id').select('*'),
    presets: await db('directus_presets').orderBy('id').select('*'),
  };
}

/**
 * A trigger that makes every insert (or update) of `table` whose new `column` equals `value`
 * fail inside the database: a real failure at a later step of a change, whatever the
 * validation before it.
 */
export async function refuseInsert(db: Knex, table: string, column: string, value: string, event: 'insert' | 'update' = 'insert'): Promise<void> {
  const name = `refuse_${event}_${table}_${value}`;
  switch (dbClientOf(db)) {
    case 'sqlite3':
      await db.raw(`create trigger ${name} before ${event} on ${table} when new.${column} = '${value}' begin select raise(abort, 'refused by a test trigger'); end`);
      return;
    case 'pg':
      await db.raw(
        `create function ${name}() returns trigger as $$ begin if new.${column} = '${value}' then raise exception 'refused by a test trigger'; end if; return new; end $$ language plpgsql`,
      );
      await db.raw(`create trigger ${name} before ${event} on ${table} for each row execute function ${name}()`);
      return;
    case 'mysql':
      await db.raw(
        `create trigger ${name} before ${event} on ${table} for each row begin if new.${column} = '${value}' then signal sqlstate '45000' set message_text = 'refused by a test trigger'; end if; end`,
      );
  }
}
