import type { Knex } from 'knex';
import { parseDefault, type TableInfo } from './table-info.js';

interface MysqlColumnRow {
  TABLE_NAME: string;
  COLUMN_NAME: string;
  DATA_TYPE: string;
  COLUMN_TYPE: string;
  COLUMN_DEFAULT: string | null;
  CHARACTER_MAXIMUM_LENGTH: number | null;
  NUMERIC_PRECISION: number | null;
  NUMERIC_SCALE: number | null;
  IS_NULLABLE: 'YES' | 'NO';
  COLUMN_KEY: string;
  EXTRA: string;
}
interface MysqlForeignKeyRow {
  TABLE_NAME: string;
  COLUMN_NAME: string;
  REFERENCED_TABLE_NAME: string;
  REFERENCED_COLUMN_NAME: string;
  CONSTRAINT_NAME: string;
  DELETE_RULE: string;
  UPDATE_RULE: string;
}

export async function introspectMysql(db: Knex): Promise<TableInfo[]> {
  const [[columns], [foreignKeys], [jsonChecks]] = (await Promise.all([
    db.raw(`
      select c.TABLE_NAME, c.COLUMN_NAME, c.DATA_TYPE, c.COLUMN_TYPE, c.COLUMN_DEFAULT, c.CHARACTER_MAXIMUM_LENGTH,
             c.NUMERIC_PRECISION, c.NUMERIC_SCALE, c.IS_NULLABLE, c.COLUMN_KEY, c.EXTRA
      from information_schema.COLUMNS c
      join information_schema.TABLES t on t.TABLE_SCHEMA = c.TABLE_SCHEMA and t.TABLE_NAME = c.TABLE_NAME
      where c.TABLE_SCHEMA = database() and t.TABLE_TYPE = 'BASE TABLE'
      order by c.TABLE_NAME, c.ORDINAL_POSITION`),
    db.raw(`
      select k.TABLE_NAME, k.COLUMN_NAME, k.REFERENCED_TABLE_NAME, k.REFERENCED_COLUMN_NAME, k.CONSTRAINT_NAME,
             r.DELETE_RULE, r.UPDATE_RULE
      from information_schema.KEY_COLUMN_USAGE k
      join information_schema.REFERENTIAL_CONSTRAINTS r
        on r.CONSTRAINT_SCHEMA = k.CONSTRAINT_SCHEMA and r.CONSTRAINT_NAME = k.CONSTRAINT_NAME and r.TABLE_NAME = k.TABLE_NAME
      where k.TABLE_SCHEMA = database() and k.REFERENCED_TABLE_NAME is not null`),
    // MariaDB stores json as longtext guarded by a json_valid() check named after the column.
    db.raw(`
      select TABLE_NAME, CONSTRAINT_NAME from information_schema.CHECK_CONSTRAINTS
      where CONSTRAINT_SCHEMA = database() and CHECK_CLAUSE like 'json_valid(%'`),
  ])) as [[MysqlColumnRow[]], [MysqlForeignKeyRow[]], [Array<{ TABLE_NAME: string; CONSTRAINT_NAME: string }>]];
  const jsonColumns = new Set(jsonChecks.map((row) => `${row.TABLE_NAME}.${row.CONSTRAINT_NAME}`));
  const tables = new Map<string, TableInfo>();
  for (const row of columns) {
    const table = tables.get(row.TABLE_NAME) ?? { name: row.TABLE_NAME, columns: [], foreignKeys: [] };
    tables.set(row.TABLE_NAME, table);
    const isPrimaryKey = row.COLUMN_KEY === 'PRI';
    // MariaDB reports json as longtext with a json_valid check; tinyint(1) is its boolean.
    table.columns.push({
      name: row.COLUMN_NAME,
      table: row.TABLE_NAME,
      dataType: jsonColumns.has(`${row.TABLE_NAME}.${row.COLUMN_NAME}`)
        ? 'json'
        : row.COLUMN_TYPE.startsWith('tinyint(1)')
          ? 'tinyint(1)'
          : row.DATA_TYPE.toLowerCase(),
      defaultValue: parseDefault(row.COLUMN_DEFAULT),
      maxLength: row.CHARACTER_MAXIMUM_LENGTH === null ? null : Number(row.CHARACTER_MAXIMUM_LENGTH),
      numericPrecision: row.NUMERIC_PRECISION === null ? null : Number(row.NUMERIC_PRECISION),
      numericScale: row.NUMERIC_SCALE === null ? null : Number(row.NUMERIC_SCALE),
      isNullable: row.IS_NULLABLE === 'YES',
      isUnique: isPrimaryKey || row.COLUMN_KEY === 'UNI',
      isPrimaryKey,
      hasAutoIncrement: row.EXTRA.includes('auto_increment'),
    });
  }
  for (const row of foreignKeys) {
    tables.get(row.TABLE_NAME)?.foreignKeys.push({
      table: row.TABLE_NAME,
      column: row.COLUMN_NAME,
      foreignKeyTable: row.REFERENCED_TABLE_NAME,
      foreignKeyColumn: row.REFERENCED_COLUMN_NAME,
      constraintName: row.CONSTRAINT_NAME,
      onDelete: row.DELETE_RULE,
      onUpdate: row.UPDATE_RULE,
    });
  }
  return [...tables.values()].sort((a, b) => a.name.localeCompare(b.name));
}
