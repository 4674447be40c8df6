import type { Knex } from 'knex';
import type { ColumnDefinition, ForeignKeyDefinition } from './column-definition.js';
import { constraintName } from './constraint-name.js';
import type { Dialect } from './dialect.js';

/** A dialect's own spelling of a column type (e.g. `decimal(10, 2)` on SQLite), or null for Knex's. */
export type TypeSpelling = (column: ColumnDefinition) => string | null;

export interface ColumnExtras {
  /** MySQL: an integer that points at an unsigned auto-increment key must be unsigned too. */
  unsigned?: boolean;
}

/** The DDL every dialect shares through Knex; each dialect overrides what its database does differently. */
export interface KnexDdlOptions {
  spell: TypeSpelling;
  maxIdentifierLength: number;
  /** Removes the single-column unique index or constraint on `column`, whatever its name. */
  dropUnique(db: Knex, table: string, column: string): Promise<void>;
  /** Extra column attributes to keep when redefining a column (MySQL's MODIFY restates everything). */
  columnExtras?(db: Knex, table: string, column: string): Promise<ColumnExtras>;
}

type SharedDdl = Pick<
  Dialect,
  'createTable' | 'dropTable' | 'addColumn' | 'alterColumn' | 'dropColumn' | 'addForeignKey' | 'dropForeignKey'
>;

export function knexDdl(options: KnexDdlOptions): SharedDdl {
  const { spell, maxIdentifierLength } = options;
  const ddl: SharedDdl = {
    async createTable(db, table, columns) {
      await db.schema.createTable(table, (builder) => {
        for (const column of columns) defineColumn(db, builder, table, column, spell, maxIdentifierLength);
      });
      return () => db.schema.dropTableIfExists(table).then(() => undefined);
    },
    async dropTable(db, table) {
      await db.schema.dropTable(table);
    },
    async addColumn(db, table, column) {
      await db.schema.alterTable(table, (builder) => {
        defineColumn(db, builder, table, column, spell, maxIdentifierLength);
      });
      return () => ddl.dropColumn(db, table, column.name);
    },
    async alterColumn(db, table, from, to) {
      const extras = (await options.columnExtras?.(db, table, to.name)) ?? {};
      if (from.unique && !to.unique) await options.dropUnique(db, table, to.name);
      // PostgreSQL can keep the column's type as it is (a raw-SQL `smallint` stays one); the others restate it.
      const sameType =
        from.type === to.type && from.maxLength === to.maxLength && from.precision === to.precision && from.scale === to.scale;
      await db.schema.alterTable(table, (builder) => {
        defineColumn(db, builder, table, { ...to, unique: false, primary: false }, spell, maxIdentifierLength, extras).alter({
          alterType: !sameType,
        });
      });
      if (to.unique && !from.unique) {
        await db.schema.alterTable(table, (builder) => {
          builder.unique([to.name], { indexName: constraintName(table, to.name, 'unique', maxIdentifierLength) });
        });
      }
      return () => ddl.alterColumn(db, table, to, from).then(() => undefined);
    },
    async dropColumn(db, table, column) {
      await db.schema.alterTable(table, (builder) => {
        builder.dropColumn(column);
      });
    },
    async addForeignKey(db, foreignKey) {
      await db.schema.alterTable(foreignKey.table, (builder) => {
        const reference = builder
          .foreign(
            foreignKey.column,
            foreignKey.constraintName ?? constraintName(foreignKey.table, foreignKey.column, 'foreign', maxIdentifierLength),
          )
          .references(foreignKey.foreignColumn)
          .inTable(foreignKey.foreignTable)
          .onDelete(foreignKey.onDelete);
        if (foreignKey.onUpdate) reference.onUpdate(foreignKey.onUpdate);
      });
      return () => ddl.dropForeignKey(db, withDefaultName(foreignKey, maxIdentifierLength)).then(() => undefined);
    },
    async dropForeignKey(db, foreignKey) {
      await db.schema.alterTable(foreignKey.table, (builder) => {
        if (foreignKey.constraintName) builder.dropForeign([foreignKey.column], foreignKey.constraintName);
        else builder.dropForeign([foreignKey.column]);
      });
      return () => ddl.addForeignKey(db, foreignKey).then(() => undefined);
    },
  };
  return ddl;
}

function withDefaultName(foreignKey: ForeignKeyDefinition, maxLength: number): ForeignKeyDefinition {
  return {
    ...foreignKey,
    constraintName: foreignKey.constraintName ?? constraintName(foreignKey.table, foreignKey.column, 'foreign', maxLength),
  };
}

/** Adds one column to a create/alter builder with its nullability, default and uniqueness. */
export function defineColumn(
  db: Knex,
  table: Knex.CreateTableBuilder,
  tableName: string,
  column: ColumnDefinition,
  spell: TypeSpelling,
  maxIdentifierLength: number,
  extras: ColumnExtras = {},
): Knex.ColumnBuilder {
  const specific = spell(column);
  const builder = specific ? table.specificType(column.name, specific) : knexColumn(table, column);
  if (extras.unsigned) builder.unsigned();
  if (column.primary && !column.autoIncrement) builder.primary();
  if (!column.autoIncrement) {
    if (column.nullable && !column.primary) builder.nullable();
    else builder.notNullable();
  }
  if (column.default.kind === 'now') builder.defaultTo(db.fn.now());
  else if (column.default.kind === 'value') builder.defaultTo(column.default.value);
  if (column.unique && !column.primary)
    builder.unique({ indexName: constraintName(tableName, column.name, 'unique', maxIdentifierLength) });
  return builder;
}

function knexColumn(table: Knex.CreateTableBuilder, column: ColumnDefinition): Knex.ColumnBuilder {
  const { name } = column;
  switch (column.type) {
    case 'string':
    case 'hash':
      return table.string(name, column.maxLength ?? 255);
    case 'text':
    case 'csv':
      return table.text(name);
    case 'boolean':
      return table.boolean(name);
    case 'integer':
      return column.autoIncrement ? table.increments(name, { primaryKey: true }) : table.integer(name);
    case 'bigInteger':
      return column.autoIncrement ? table.bigIncrements(name, { primaryKey: true }) : table.bigInteger(name);
    case 'float':
      // Double precision: Knex's float is float(8, 2) on MySQL, which rounds to two decimals.
      return table.double(name);
    case 'decimal':
      return table.decimal(name, column.precision ?? 10, column.scale ?? 5);
    case 'date':
      return table.date(name);
    case 'time':
      return table.time(name);
    case 'dateTime':
      return table.datetime(name, { useTz: false });
    case 'timestamp':
      return table.timestamp(name, { useTz: true });
    case 'json':
      return table.json(name);
    case 'uuid':
      return table.uuid(name);
    case 'binary':
      return table.binary(name);
    default:
      // Geometry has no Knex type: every dialect spells it itself.
      return table.specificType(name, geometrySqlType(column.type));
  }
}

const GEOMETRY_SQL_TYPES: Record<string, string> = {
  geometry: 'geometry',
  'geometry.Point': 'point',
  'geometry.LineString': 'linestring',
  'geometry.Polygon': 'polygon',
  'geometry.MultiPoint': 'multipoint',
  'geometry.MultiLineString': 'multilinestring',
  'geometry.MultiPolygon': 'multipolygon',
};

/** The OGC name of a geometry field type (`geometry.Point` → `point`). */
export function geometrySqlType(type: string): string {
  return GEOMETRY_SQL_TYPES[type] ?? 'geometry';
}
