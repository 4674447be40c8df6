import type { Knex } from 'knex';
import { parseDefault, type ColumnInfo, type ForeignKeyInfo, type TableInfo } from './table-info.js';

interface PragmaColumn {
  name: string;
  type: string;
  notnull: number;
  dflt_value: string | null;
  pk: number;
  hidden: number;
}
interface PragmaForeignKey {
  table: string;
  from: string;
  to: string | null;
  on_update: string;
  on_delete: string;
}
interface PragmaIndex {
  name: string;
  unique: number;
  origin: string;
}

// SQLite describes itself through PRAGMAs, not information_schema: https://www.sqlite.org/pragma.html
export async function introspectSqlite(db: Knex): Promise<TableInfo[]> {
  const tables: Array<{ name: string }> = await db.raw(
    "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name",
  );
  const result: TableInfo[] = [];
  for (const { name } of tables) {
    const columns: PragmaColumn[] = await db.raw(`pragma table_xinfo(${quote(name)})`);
    const foreignKeys: PragmaForeignKey[] = await db.raw(`pragma foreign_key_list(${quote(name)})`);
    const uniqueColumns = await readUniqueColumns(db, name);
    const primaryKeys = columns.filter((column) => column.pk > 0);
    result.push({
      name,
      columns: columns
        .filter((column) => column.hidden === 0)
        .map((column): ColumnInfo => {
          const { base, length, precision, scale } = splitType(column.type);
          const isPrimaryKey = column.pk > 0;
          return {
            name: column.name,
            table: name,
            dataType: base,
            defaultValue: parseDefault(column.dflt_value),
            maxLength: length,
            numericPrecision: precision,
            numericScale: scale,
            isNullable: column.notnull === 0 && !isPrimaryKey,
            isUnique: isPrimaryKey || uniqueColumns.has(column.name),
            isPrimaryKey,
            // An INTEGER PRIMARY KEY is the rowid: it is assigned automatically.
            hasAutoIncrement: isPrimaryKey && primaryKeys.length === 1 && base === 'integer',
          };
        }),
      foreignKeys: foreignKeys.map((fk): ForeignKeyInfo => ({
        table: name,
        column: fk.from,
        foreignKeyTable: fk.table,
        foreignKeyColumn: fk.to ?? 'id',
        constraintName: null,
        onDelete: fk.on_delete,
        onUpdate: fk.on_update,
      })),
    });
  }
  return result;
}

async function readUniqueColumns(db: Knex, table: string): Promise<Set<string>> {
  const indexes: PragmaIndex[] = await db.raw(`pragma index_list(${quote(table)})`);
  const unique = new Set<string>();
  for (const index of indexes.filter((i) => i.unique === 1)) {
    const parts: Array<{ name: string }> = await db.raw(`pragma index_info(${quote(index.name)})`);
    if (parts.length === 1 && parts[0]) unique.add(parts[0].name);
  }
  return unique;
}

function splitType(type: string): { base: string; length: number | null; precision: number | null; scale: number | null } {
  const match = /^([a-z ]+?)\s*(?:\((\d+)(?:\s*,\s*(\d+))?\))?$/i.exec(type.trim());
  const base = (match?.[1] ?? type).toLowerCase();
  const first = match?.[2] === undefined ? null : Number(match[2]);
  const second = match?.[3] === undefined ? null : Number(match[3]);
  const isCharacter = /char|text|clob/.test(base);
  return { base, length: isCharacter ? first : null, precision: isCharacter ? null : first, scale: second };
}

function quote(identifier: string): string {
  return `"${identifier.replace(/"/g, '""')}"`;
}
