import type { Knex } from 'knex';
import type { DbClient } from '../connection.js';
import type { ColumnDefinition, ForeignKeyDefinition, ReferentialAction, Undo } from './column-definition.js';

/**
 * What differs between databases when the data model changes: how a change is made atomic, how
 * each field type is spelled, and which ALTER TABLE forms exist. Every dialect file implements
 * all of it, so no `if (client === …)` leaks into the services.
 *
 * Methods that change the schema return an {@link Undo}. On databases whose DDL is transactional
 * the transaction rolls back instead and the undo is never run; on MySQL/MariaDB, whose DDL
 * commits implicitly, the schema change runs the undos in reverse order when a later step fails.
 */
export interface Dialect {
  readonly client: DbClient;
  /** Longest table or column name the database accepts. */
  readonly maxIdentifierLength: number;
  /** True when a DDL statement rolls back with the transaction around it. */
  readonly hasTransactionalDdl: boolean;
  /** Whether INSERT … RETURNING gives back the new key (MySQL/MariaDB report it as the insert id instead). */
  readonly hasReturning: boolean;
  /** The SQL function that counts characters (not bytes) of a string. */
  readonly charLengthFunction: 'length' | 'char_length';
  /** ON DELETE / ON UPDATE actions the database accepts. */
  readonly referentialActions: readonly ReferentialAction[];

  /**
   * Runs a schema change as one unit: a transaction where DDL is transactional (SQLite with
   * foreign keys checked once at the end), the plain connection otherwise.
   */
  transaction<T>(db: Knex, run: (db: Knex) => Promise<T>): Promise<T>;
  /** Every table name of the database, with or without a primary key. */
  listTables(db: Knex): Promise<string[]>;
  /** Why geometry columns cannot be created here, or null when they can. */
  geometryUnsupportedReason(db: Knex): Promise<string | null>;

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
