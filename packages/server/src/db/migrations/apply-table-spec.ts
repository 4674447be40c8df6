import type { Knex } from 'knex';
import { dialectOf } from '../dialects/dialect-of.js';
import type { ColumnSpec, TableSpec } from '../system-tables.js';

/**
 * Creates the tables of `specs` that are missing and adds the columns missing from those that
 * exist, leaving every existing row and column as it is. Foreign keys are declared in CREATE TABLE
 * where the dialect can only do it there (SQLite); elsewhere they are added once every table exists.
 */
export async function applyTableSpecs(db: Knex, specs: TableSpec[]): Promise<void> {
  const inline = dialectOf(db).declaresForeignKeysInCreateTable;
  const pendingForeignKeys: Array<{ table: string; column: ColumnSpec }> = [];
  for (const spec of specs) {
    if (!(await db.schema.hasTable(spec.name))) {
      await db.schema.createTable(spec.name, (table) => {
        for (const column of spec.columns) addColumn(db, table, column, inline);
      });
      if (!inline) pendingForeignKeys.push(...spec.columns.filter((c) => c.references).map((column) => ({ table: spec.name, column })));
      continue;
    }
    const existing = new Set(Object.keys(await db(spec.name).columnInfo()));
    const missing = spec.columns.filter((column) => !existing.has(column.name));
    if (missing.length === 0) continue;
    await db.schema.alterTable(spec.name, (table) => {
      // A column is added without its foreign key where one can only be declared in CREATE TABLE.
      for (const column of missing) addColumn(db, table, { ...column, primary: false }, false);
    });
    if (!inline) pendingForeignKeys.push(...missing.filter((c) => c.references).map((column) => ({ table: spec.name, column })));
  }
  for (const { table, column } of pendingForeignKeys) {
    const target = column.references!;
    await db.schema.alterTable(table, (builder) => {
      builder.foreign(column.name).references(target.column).inTable(target.table).onDelete(target.onDelete);
    });
  }
}

function addColumn(db: Knex, table: Knex.CreateTableBuilder, spec: ColumnSpec, withForeignKey: boolean): void {
  const column = columnBuilder(table, spec);
  // Auto-increment keys are unsigned on MySQL; a column pointing at one must match exactly.
  if (spec.type === 'integer' && spec.references) column.unsigned();
  if (spec.primary && spec.type !== 'increments') column.primary();
  if (spec.type !== 'increments') {
    if (spec.nullable === false) column.notNullable();
    else column.nullable();
  }
  if (spec.default !== undefined) column.defaultTo(spec.default === 'now' ? db.fn.now() : spec.default);
  if (spec.unique) column.unique();
  if (withForeignKey && spec.references) {
    column.references(spec.references.column).inTable(spec.references.table).onDelete(spec.references.onDelete);
  }
}

function columnBuilder(table: Knex.CreateTableBuilder, spec: ColumnSpec): Knex.ColumnBuilder {
  switch (spec.type) {
    case 'increments':
      return table.increments(spec.name);
    case 'uuid':
      return table.uuid(spec.name);
    case 'string':
      return table.string(spec.name, spec.length ?? 255);
    case 'text':
      return table.text(spec.name);
    case 'boolean':
      return table.boolean(spec.name);
    case 'integer':
      return table.integer(spec.name);
    case 'bigInteger':
      return table.bigInteger(spec.name);
    case 'float':
      return table.float(spec.name);
    case 'json':
      return table.json(spec.name);
    case 'timestamp':
      return table.timestamp(spec.name, { useTz: true });
  }
}
