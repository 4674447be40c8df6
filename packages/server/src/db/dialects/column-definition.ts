import type { FieldType } from '@tessera/shared';

/** Field types that have a column (aliases have none; `unknown` cannot be created). */
export type ColumnType = Exclude<FieldType, 'alias' | 'unknown'>;

export type ColumnDefault = { kind: 'none' } | { kind: 'now' } | { kind: 'value'; value: string | number | boolean };

/** A column as the data model asks for it, before any database spells it. */
export interface ColumnDefinition {
  name: string;
  type: ColumnType;
  maxLength: number | null;
  precision: number | null;
  scale: number | null;
  nullable: boolean;
  default: ColumnDefault;
  unique: boolean;
  primary: boolean;
  autoIncrement: boolean;
}

export const REFERENTIAL_ACTIONS = ['NO ACTION', 'RESTRICT', 'CASCADE', 'SET NULL', 'SET DEFAULT'] as const;
export type ReferentialAction = (typeof REFERENTIAL_ACTIONS)[number];

export interface ForeignKeyDefinition {
  table: string;
  column: string;
  foreignTable: string;
  foreignColumn: string;
  onDelete: ReferentialAction;
  onUpdate: ReferentialAction | null;
  /** Null only on SQLite, whose introspection does not report constraint names. */
  constraintName: string | null;
}

/** Puts back what one DDL step did; run only where DDL cannot roll back with a transaction. */
export type Undo = () => Promise<void>;
