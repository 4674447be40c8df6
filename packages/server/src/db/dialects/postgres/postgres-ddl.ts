import { introspectPostgres } from '../../introspect/postgres.js';
import { REFERENTIAL_ACTIONS, type ColumnDefinition } from '../column-definition.js';
import type { DialectDdl } from '../dialect.js';
import { knexDdl } from '../knex-ddl.js';

// NAMEDATALEN - 1: https://www.postgresql.org/docs/current/sql-syntax-lexical.html#SQL-SYNTAX-IDENTIFIERS
const MAX_IDENTIFIER_LENGTH = 63;

const POSTGIS_TYPES: Record<string, string> = {
  geometry: 'Geometry',
  'geometry.Point': 'Point',
  'geometry.LineString': 'LineString',
  'geometry.Polygon': 'Polygon',
  'geometry.MultiPoint': 'MultiPoint',
  'geometry.MultiLineString': 'MultiLineString',
  'geometry.MultiPolygon': 'MultiPolygon',
};

/** Geometry is PostGIS's `geometry(<kind>, 4326)` (WGS 84, as the reference stores it). */
function spell(column: ColumnDefinition): string | null {
  const kind = POSTGIS_TYPES[column.type];
  return kind ? `geometry(${kind}, 4326)` : null;
}

export const postgresDdl: DialectDdl = {
  maxIdentifierLength: MAX_IDENTIFIER_LENGTH,
  // DDL is transactional on PostgreSQL: a failed change rolls back whole.
  hasTransactionalDdl: true,
  referentialActions: REFERENTIAL_ACTIONS,
  declaresForeignKeysInCreateTable: false,
  foreignKeysIgnoreTypes: false,

  transaction(db, run) {
    return db.transaction((trx) => run(trx));
  },

  // DDL is transactional: a failed migration leaves nothing half done. The advisory lock ends with the transaction.
  withMigrationLock(db, key, run) {
    return db.transaction(async (trx) => {
      await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [key]);
      return run(trx);
    });
  },

  async listTables(db) {
    const result = await db.raw<{ rows: Array<{ table_name: string }> }>(
      "select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'",
    );
    return result.rows.map((row) => row.table_name);
  },

  introspect: introspectPostgres,

  ...knexDdl({
    spell,
    maxIdentifierLength: MAX_IDENTIFIER_LENGTH,
    async dropUnique(db, table, column) {
      // A UNIQUE constraint (as Knex creates it) is dropped as a constraint, a plain unique index as an index.
      const constraints = await db.raw<{ rows: Array<{ name: string; is_constraint: boolean }> }>(
        `select i.relname as name, exists (select 1 from pg_constraint c where c.conindid = x.indexrelid and c.contype = 'u') as is_constraint
         from pg_index x
         join pg_class i on i.oid = x.indexrelid
         join pg_class t on t.oid = x.indrelid
         join pg_attribute a on a.attrelid = t.oid and a.attnum = x.indkey[0]
         where t.relname = ? and t.relnamespace = current_schema()::regnamespace
           and x.indisunique and not x.indisprimary and x.indnatts = 1 and a.attname = ?`,
        [table, column],
      );
      for (const row of constraints.rows) {
        if (row.is_constraint) await db.raw('alter table ?? drop constraint ??', [table, row.name]);
        else await db.raw('drop index ??', [row.name]);
      }
    },
  }),
};
