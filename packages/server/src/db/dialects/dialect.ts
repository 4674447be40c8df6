import type { FieldType } from '@tessera/shared';
import type { Knex } from 'knex';
import type { Config } from '../../config/load-config.js';
import type { AppError } from '../../errors/app-error.js';
import type { Geometry } from '../../utils/geometry/geojson.js';
import type { TableInfo } from '../introspect/table-info.js';
import type { Fragment, Param, SqlPart } from '../sql/fragment.js';
import type { ColumnDefinition, ForeignKeyDefinition, ReferentialAction, Undo } from './column-definition.js';
import type { DbErrorContext } from './driver-error.js';

/** The databases Tessera runs on, as `DB_CLIENT` names them. */
export type DbClient = 'sqlite3' | 'pg' | 'mysql';

export type ConnectionSettings = Pick<
  Config,
  'DB_CLIENT' | 'DB_FILENAME' | 'DB_CONNECTION_STRING' | 'DB_HOST' | 'DB_PORT' | 'DB_USER' | 'DB_PASSWORD' | 'DB_DATABASE' | 'DB_POOL_MAX'
> &
  Partial<Pick<Config, 'DB_POOL' | 'DB_STATEMENT_TIMEOUT'>>;

export const DATE_FUNCTIONS = ['year', 'month', 'week', 'day', 'weekday', 'hour', 'minute', 'second'] as const;
export type DateFunction = (typeof DATE_FUNCTIONS)[number];

export type Row = Record<string, unknown>;

export interface RunResult {
  rows: Row[];
  /** Rows inserted, updated or deleted. */
  affected: number;
  /** The auto-increment key of the first inserted row, where the driver reports one. */
  insertId: number | null;
}

/**
 * One database as Tessera talks to it. Every quirk of a database lives in its dialect folder
 * (`sqlite/`, `postgres/`, `mysql/`, the same files in each), so nothing outside `db/dialects/`
 * asks which database it is talking to: it asks the dialect object (see `dialectOf`).
 */
export interface Dialect extends DialectConnection, DialectDdl, DialectQuery, DialectGeometry, DialectErrors {
  /** The `DB_CLIENT` name, for labels such as the health check's `pg:responseTime`; never branch on it. */
  readonly client: DbClient;
  /** The reference's name for this database in schema snapshots (`vendor`): sqlite, postgres or mysql. */
  readonly vendor: 'sqlite' | 'postgres' | 'mysql';
}

/** `<db>-connection.ts`: the driver, its connections and how statements run on them. */
export interface DialectConnection {
  /** A Knex instance for these settings, with the driver set up the way Tessera relies on. */
  connect(settings: ConnectionSettings): Knex;
  /** Where these settings keep the data, for people (the first-run banner): a file path, or a database on a host; never a password. */
  describeLocation(settings: ConnectionSettings): string;
  /** Lends one raw driver connection from the pool for as long as `work` runs. */
  withConnection<T>(db: Knex, work: (connection: unknown) => Promise<T>): Promise<T>;
  /** A value as the driver can bind it (booleans and dates where the driver has no type). */
  bindValue(value: unknown): unknown;
  /** Runs one statement on a raw driver connection. */
  run(connection: unknown, sql: string, bindings: unknown[]): Promise<RunResult>;
}

/**
 * `<db>-ddl.ts`: what differs when the data model changes: how a change is made atomic, how each
 * field type is spelled, and which ALTER TABLE forms exist.
 *
 * Methods that change the schema return an {@link Undo}. On databases whose DDL is transactional
 * the transaction rolls back instead and the undo is never run; on MySQL/MariaDB, whose DDL
 * commits implicitly, the schema change runs the undos in reverse order when a later step fails.
 */
export interface DialectDdl {
  /** Longest table or column name the database accepts. */
  readonly maxIdentifierLength: number;
  /** True when a DDL statement rolls back with the transaction around it. */
  readonly hasTransactionalDdl: boolean;
  /** ON DELETE / ON UPDATE actions the database accepts. */
  readonly referentialActions: readonly ReferentialAction[];
  /**
   * True when a foreign key can only be declared in CREATE TABLE, which then accepts references
   * to tables created later (SQLite: ALTER TABLE cannot add a constraint).
   */
  readonly declaresForeignKeysInCreateTable: boolean;

  /**
   * True when a foreign key may join columns of different declared types (SQLite compares values,
   * https://www.sqlite.org/foreignkeys.html): a uuid key is then pointed at by a `string` field as
   * the reference's SQLite snapshots describe one.
   */
  readonly foreignKeysIgnoreTypes: boolean;

  /**
   * Runs a schema change as one unit: a transaction where DDL is transactional (SQLite with
   * foreign keys checked once at the end), the plain connection otherwise.
   */
  transaction<T>(db: Knex, run: (db: Knex) => Promise<T>): Promise<T>;
  /** Runs `run` holding a database-wide lock named `key`, so instances starting together migrate once. */
  withMigrationLock<T>(db: Knex, key: string, run: (db: Knex) => Promise<T>): Promise<T>;
  /** Every table name of the database, with or without a primary key. */
  listTables(db: Knex): Promise<string[]>;
  /** Every table of the live database: columns, keys and foreign keys. */
  introspect(db: Knex): Promise<TableInfo[]>;

  createTable(db: Knex, table: string, columns: ColumnDefinition[]): Promise<Undo>;
  /** Irreversible: run it last in a change. */
  dropTable(db: Knex, table: string): Promise<void>;
  addColumn(db: Knex, table: string, column: ColumnDefinition): Promise<Undo>;
  /** Changes type, length, nullability, default and uniqueness from `from` to `to`. */
  alterColumn(db: Knex, table: string, from: ColumnDefinition, to: ColumnDefinition): Promise<Undo>;
  /** Irreversible: run it last in a change. */
  dropColumn(db: Knex, table: string, column: string): Promise<void>;
  addForeignKey(db: Knex, foreignKey: ForeignKeyDefinition): Promise<Undo>;
  dropForeignKey(db: Knex, foreignKey: ForeignKeyDefinition): Promise<Undo>;
}

/** Runs one statement (on the connection of the read at hand). */
export type StatementRunner = (sql: string, bindings: unknown[]) => Promise<RunResult>;

/** `<db>-query.ts`: the SQL fragments the query compiler asks for. */
export interface DialectQuery {
  /**
   * The planner's estimate of the rows `select` (a SELECT of this dialect, with its bindings)
   * returns, or of all rows of `table` when `select` is null; null where the database keeps no such
   * estimate or has none yet (a table never analysed).
   */
  estimateRows(run: StatementRunner, table: string, select: { sql: string; bindings: unknown[] } | null): Promise<number | null>;
  /**
   * Most values one statement may bind. Batch writes are split into statements under it (in their
   * one transaction); a read that would need more is refused as INVALID_QUERY before it is sent.
   */
  readonly maxParameters: number;
  /** Whether INSERT … RETURNING gives the new keys (else the driver's insert id is used). */
  readonly supportsReturning: boolean;
  /**
   * Whether INSERTs may run inside WITH and feed later ones (PostgreSQL's data-modifying CTEs), so a
   * new item, its activity row and its revision are written by one statement.
   */
  readonly writesInCtes: boolean;
  /** The SQL function that counts characters (not bytes) of a string. */
  readonly charLengthFunction: 'length' | 'char_length';
  /** `column IN (list)` where the whole list is bound as one value (see listValue). */
  inList(column: Fragment, list: Param, negate: boolean): Fragment;
  /** The binding for inList: the list in the form the driver expands or the database unpacks. */
  listValue(values: readonly unknown[]): unknown;
  /** `column LIKE ?` with backslash escapes for the pattern. */
  like(column: Fragment, pattern: Param, negate: boolean): Fragment;
  /** `column` matches the bound regular expression, case-sensitively (the `_regex` operator). */
  regex(column: Fragment, pattern: Param): Fragment;
  /** Date part as an integer; weekday is 0 (Sunday) to 6 everywhere. */
  dateFunction(fn: DateFunction, column: Fragment, type: FieldType): Fragment;
  /** Number of elements of a JSON array column; null for other JSON values. */
  jsonLength(column: Fragment): Fragment;
  /** The expression as text, for comparing keys of any type with a many-to-any item column. */
  castText(expression: Fragment): Fragment;
  /**
   * Whether LIMIT/OFFSET values are written into the SQL instead of bound: SQLite runs a statement
   * with `LIMIT ?` about twice as slowly as with a literal (measured with better-sqlite3 12).
   */
  readonly inlinePaging: boolean;
  /** LIMIT/OFFSET clause; either may be absent. */
  limitOffset(limit: SqlPart | null, offset: SqlPart | null): Fragment;
  /** Date and time values as this database stores and compares them. */
  formatDateTime(type: 'dateTime' | 'timestamp', date: Date): string;
  /** The instants a timestamp column holds, when narrower than years 0001-9999 (MySQL's TIMESTAMP ends in 2038). */
  readonly timestampRange: readonly [Date, Date] | null;
  /** `INSERT INTO t <this>` for a row of defaults only. */
  readonly defaultValuesInsert: string;
  /** Whether a column of this database type holds booleans natively (else 1/0 are written). */
  isBooleanColumn(dbType: string): boolean;
}

/** `<db>-geometry.ts`: how geometry fields are stored, read and compared. */
export interface DialectGeometry {
  /** Why geometry columns cannot be created here, or null when they can. */
  geometryUnsupportedReason(db: Knex): Promise<string | null>;
  /** A geometry as its column stores it: bound on writes and by `_eq`/`_neq` on geometry fields. */
  geometryValue(geometry: Geometry): unknown;
  /** A geometry column in a SELECT list, as readGeometry (query/geometry-value.ts) takes it. */
  selectGeometry(column: Fragment): Fragment;
  /**
   * Whether the geometry in `column` intersects the geometry of the bound GeoJSON text (touching
   * counts), or with `bbox` whether their bounding boxes do.
   */
  geometryIntersects(column: Fragment, geoJson: Param, bbox: boolean): Fragment;
}

/** `<db>-errors.ts`: the driver's errors as the AppErrors the reference answers with. */
export interface DialectErrors {
  /**
   * A driver error (unique, not-null, foreign-key, too-long, out-of-range violations…) as its
   * AppError; null when it is none of those (see db/db-errors.ts).
   */
  appErrorOf(error: Error & Record<string, unknown>, context: DbErrorContext): AppError | null;
  /**
   * A driver error caused by a value of the query itself (a `_regex` pattern the engine does not
   * compile) as INVALID_QUERY; null otherwise. Every statement's errors pass through it.
   */
  queryErrorOf(error: Error & Record<string, unknown>): AppError | null;
}
