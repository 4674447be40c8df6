import type { Knex } from 'knex';
import { introspectMysql } from '../../introspect/mysql.js';
import type { ColumnDefinition, ReferentialAction, Undo } from '../column-definition.js';
import { constraintName } from '../constraint-name.js';
import type { DialectDdl } from '../dialect.js';
import { geometrySqlType, knexDdl } from '../knex-ddl.js';

// https://mariadb.com/kb/en/identifier-names/#maximum-length
const MAX_IDENTIFIER_LENGTH = 64;

interface ColumnTypeRow {
  COLUMN_TYPE: string;
  IS_NULLABLE: 'YES' | 'NO';
  COLUMN_DEFAULT: string | null;
}

function spell(column: ColumnDefinition): string | null {
  return column.type.startsWith('geometry') ? geometrySqlType(column.type) : null;
}

const shared = knexDdl({
  spell,
  maxIdentifierLength: MAX_IDENTIFIER_LENGTH,
  async dropUnique(db, table, column) {
    const [rows] = (await db.raw(
      `select INDEX_NAME as name from information_schema.STATISTICS
       where TABLE_SCHEMA = database() and TABLE_NAME = ? and NON_UNIQUE = 0 and INDEX_NAME <> 'PRIMARY'
       group by INDEX_NAME having count(*) = 1 and max(COLUMN_NAME) = ?`,
      [table, column],
    )) as [Array<{ name: string }>];
    const [references] = (await db.raw(
      'select 1 from information_schema.KEY_COLUMN_USAGE where TABLE_SCHEMA = database() and TABLE_NAME = ? and COLUMN_NAME = ? and REFERENCED_TABLE_NAME is not null',
      [table, column],
    )) as [unknown[]];
    for (const row of rows) {
      // A foreign key needs an index on its column: when the unique one was it, a plain one takes over in the same statement.
      if (references.length > 0)
        await db.raw('alter table ?? add index ?? (??), drop index ??', [
          table,
          constraintName(table, column, 'index', MAX_IDENTIFIER_LENGTH),
          column,
          row.name,
        ]);
      else await db.raw('alter table ?? drop index ??', [table, row.name]);
    }
  },
  async columnExtras(db, table, column) {
    const row = await readColumnType(db, table, column);
    return { unsigned: row?.COLUMN_TYPE.includes('unsigned') ?? false };
  },
});

export const mysqlDdl: DialectDdl = {
  maxIdentifierLength: MAX_IDENTIFIER_LENGTH,
  // Every DDL statement commits implicitly (https://mariadb.com/kb/en/sql-statements-that-cause-an-implicit-commit/),
  // so a change runs on the plain connection and failed changes are compensated step by step.
  hasTransactionalDdl: false,
  // InnoDB parses SET DEFAULT but refuses it.
  referentialActions: ['NO ACTION', 'RESTRICT', 'CASCADE', 'SET NULL'] satisfies ReferentialAction[],
  declaresForeignKeysInCreateTable: false,
  foreignKeysIgnoreTypes: false,

  transaction(db, run) {
    return run(db);
  },

  // GET_LOCK is held by the session: the transaction keeps the migration on one connection until RELEASE_LOCK.
  // Its names are server-wide, unlike PostgreSQL's advisory locks: the database's name (hashed, as a
  // lock name holds 64 characters) keeps instances of other databases on the same server from waiting.
  withMigrationLock(db, key, run) {
    return db.transaction(async (trx) => {
      await trx.raw("select get_lock(concat(?, ':', md5(database())), 120)", [key]);
      try {
        return await run(trx);
      } finally {
        await trx.raw("select release_lock(concat(?, ':', md5(database())))", [key]);
      }
    });
  },

  async listTables(db) {
    const [rows] = (await db.raw(
      "select TABLE_NAME as name from information_schema.TABLES where TABLE_SCHEMA = database() and TABLE_TYPE = 'BASE TABLE'",
    )) as [Array<{ name: string }>];
    return rows.map((row) => row.name);
  },

  introspect: introspectMysql,

  ...shared,

  async addForeignKey(db, foreignKey) {
    // InnoDB needs both sides of a foreign key to have the same integer type and sign; Knex's
    // auto-increment keys are `int unsigned`, so a plain integer column is converted to match.
    const [own, target] = await Promise.all([
      readColumnType(db, foreignKey.table, foreignKey.column),
      readColumnType(db, foreignKey.foreignTable, foreignKey.foreignColumn),
    ]);
    let undoType: Undo | null = null;
    if (
      own &&
      target &&
      isInteger(own.COLUMN_TYPE) &&
      isInteger(target.COLUMN_TYPE) &&
      bare(own.COLUMN_TYPE) !== bare(target.COLUMN_TYPE)
    ) {
      await modifyType(db, foreignKey.table, foreignKey.column, target.COLUMN_TYPE, own);
      undoType = () => modifyType(db, foreignKey.table, foreignKey.column, own.COLUMN_TYPE, own);
    }
    try {
      const undoForeignKey = await shared.addForeignKey(db, foreignKey);
      return async () => {
        await undoForeignKey();
        await undoType?.();
      };
    } catch (error) {
      await undoType?.();
      throw error;
    }
  },
};

async function readColumnType(db: Knex, table: string, column: string): Promise<ColumnTypeRow | undefined> {
  const [rows] = (await db.raw(
    'select COLUMN_TYPE, IS_NULLABLE, COLUMN_DEFAULT from information_schema.COLUMNS where TABLE_SCHEMA = database() and TABLE_NAME = ? and COLUMN_NAME = ?',
    [table, column],
  )) as [ColumnTypeRow[]];
  return rows[0];
}

async function modifyType(db: Knex, table: string, column: string, type: string, keep: ColumnTypeRow): Promise<void> {
  // The type comes from information_schema, never from a request; only integer types reach here.
  if (!isInteger(type)) throw new Error(`Refusing to modify ${table}.${column} to ${type}`);
  const nullability = keep.IS_NULLABLE === 'YES' ? 'null' : 'not null';
  const fallback = keep.COLUMN_DEFAULT !== null && /^-?\d+$/.test(keep.COLUMN_DEFAULT) ? ` default ${keep.COLUMN_DEFAULT}` : '';
  await db.raw(`alter table ?? modify ?? ${type} ${nullability}${fallback}`, [table, column]);
}

function isInteger(columnType: string): boolean {
  return /^(tinyint|smallint|mediumint|int|bigint)(\(\d+\))?( unsigned)?( zerofill)?$/i.test(columnType);
}

/** `int(10) unsigned` → `int unsigned`: display widths differ between MySQL and MariaDB and mean nothing. */
function bare(columnType: string): string {
  return columnType.replace(/\(\d+\)/, '').toLowerCase();
}
