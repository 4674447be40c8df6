import type { Knex } from 'knex';
import { readAll } from '../read-all.js';
import { parseDefault, type ColumnInfo, type TableInfo } from './table-info.js';

interface PgColumnRow {
  table_name: string;
  column_name: string;
  data_type: string;
  udt_name: string;
  column_default: string | null;
  character_maximum_length: number | null;
  numeric_precision: number | null;
  numeric_scale: number | null;
  is_nullable: 'YES' | 'NO';
  is_identity: 'YES' | 'NO';
}
interface PgConstraintRow {
  table_name: string;
  column_name: string;
  constraint_type: string;
}
interface PgForeignKeyRow {
  table_name: string;
  column_name: string;
  foreign_table: string;
  foreign_column: string;
  constraint_name: string;
  on_delete: string;
  on_update: string;
}

export async function introspectPostgres(db: Knex): Promise<TableInfo[]> {
  const [columns, constraints, foreignKeys] = await readAll(db, [
    () =>
      db.raw<{ rows: PgColumnRow[] }>(`
      select c.table_name, c.column_name, c.data_type, c.udt_name, c.column_default, c.character_maximum_length,
             c.numeric_precision, c.numeric_scale, c.is_nullable, c.is_identity
      from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
      order by c.table_name, c.ordinal_position`),
    () =>
      db.raw<{ rows: PgConstraintRow[] }>(`
      select tc.table_name, kcu.column_name, tc.constraint_type
      from information_schema.table_constraints tc
      join information_schema.key_column_usage kcu
        on kcu.constraint_name = tc.constraint_name and kcu.table_schema = tc.table_schema and kcu.table_name = tc.table_name
      where tc.table_schema = current_schema() and tc.constraint_type in ('PRIMARY KEY', 'UNIQUE')
        and (select count(*) from information_schema.key_column_usage k2
             where k2.constraint_name = tc.constraint_name and k2.table_schema = tc.table_schema) = 1`),
    () =>
      db.raw<{ rows: PgForeignKeyRow[] }>(`
      select cl.relname as table_name, att.attname as column_name, fcl.relname as foreign_table,
             fatt.attname as foreign_column, con.conname as constraint_name,
             case con.confdeltype when 'a' then 'NO ACTION' when 'r' then 'RESTRICT' when 'c' then 'CASCADE'
               when 'n' then 'SET NULL' when 'd' then 'SET DEFAULT' end as on_delete,
             case con.confupdtype when 'a' then 'NO ACTION' when 'r' then 'RESTRICT' when 'c' then 'CASCADE'
               when 'n' then 'SET NULL' when 'd' then 'SET DEFAULT' end as on_update
      from pg_constraint con
      join pg_class cl on cl.oid = con.conrelid
      join pg_namespace ns on ns.oid = cl.relnamespace
      join pg_class fcl on fcl.oid = con.confrelid
      join pg_attribute att on att.attrelid = con.conrelid and att.attnum = con.conkey[1]
      join pg_attribute fatt on fatt.attrelid = con.confrelid and fatt.attnum = con.confkey[1]
      where con.contype = 'f' and ns.nspname = current_schema() and array_length(con.conkey, 1) = 1`),
  ] as const);
  const keyed = new Map<string, Set<string>>();
  for (const row of constraints.rows) {
    const key = `${row.table_name}.${row.column_name}`;
    const set = keyed.get(key) ?? new Set<string>();
    set.add(row.constraint_type);
    keyed.set(key, set);
  }
  const tables = new Map<string, TableInfo>();
  for (const row of columns.rows) {
    const table = tables.get(row.table_name) ?? { name: row.table_name, columns: [], foreignKeys: [] };
    tables.set(row.table_name, table);
    const kinds = keyed.get(`${row.table_name}.${row.column_name}`) ?? new Set<string>();
    const isPrimaryKey = kinds.has('PRIMARY KEY');
    const column: ColumnInfo = {
      name: row.column_name,
      table: row.table_name,
      dataType: row.data_type === 'USER-DEFINED' ? row.udt_name : row.data_type,
      defaultValue: row.column_default?.startsWith('nextval(') ? null : parseDefault(row.column_default),
      maxLength: row.character_maximum_length,
      numericPrecision: row.numeric_precision,
      numericScale: row.numeric_scale,
      isNullable: row.is_nullable === 'YES',
      isUnique: isPrimaryKey || kinds.has('UNIQUE'),
      isPrimaryKey,
      hasAutoIncrement: row.is_identity === 'YES' || (row.column_default?.startsWith('nextval(') ?? false),
    };
    table.columns.push(column);
  }
  for (const row of foreignKeys.rows) {
    tables.get(row.table_name)?.foreignKeys.push({
      table: row.table_name,
      column: row.column_name,
      foreignKeyTable: row.foreign_table,
      foreignKeyColumn: row.foreign_column,
      constraintName: row.constraint_name,
      onDelete: row.on_delete,
      onUpdate: row.on_update,
    });
  }
  return [...tables.values()].sort((a, b) => a.name.localeCompare(b.name));
}
