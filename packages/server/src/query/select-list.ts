import type { CompileContext } from './compile-context.js';
import type { TableScope } from './table-scope.js';
import type { ColumnNode } from './fields/field-tree.js';
import { functionExpression } from './functions.js';
import { isGeometryType } from './geometry-value.js';
import { fieldCondition, readableColumn } from './readable-column.js';
import { readerFor, readNumber, type ValueReader } from './read-value.js';
import { id, join, sql, type Fragment } from '../db/sql/fragment.js';

export interface OutputColumn {
  key: string;
  rowKey: string;
  read: ValueReader | null;
}

/** The SELECT list of one level: answer columns under their answer keys, helper columns under `__<field>`. */
export class SelectList {
  private readonly entries: Fragment[] = [];
  private readonly rowKeys = new Set<string>();
  private readonly plainColumns = new Map<string, string>();
  private readonly readableKeys = new Map<string, string>();

  constructor(
    private readonly ctx: CompileContext,
    private readonly scope: TableScope,
  ) {}

  get primary(): string {
    return this.scope.collection.primary;
  }

  output(column: ColumnNode): OutputColumn {
    if (column.fn) {
      this.add(column.key, functionExpression(this.ctx, this.scope, column.fn, column.field, 'fields'));
      return { key: column.key, rowKey: column.key, read: readNumber };
    }
    const field = this.scope.collection.fields[column.field]!;
    const expression = this.scope.column(column.field);
    const selected = isGeometryType(field.type) ? this.ctx.dialect.selectGeometry(expression) : expression;
    const isPlain = !fieldCondition(this.ctx, this.scope, column.field);
    // An alias is the client's own text: in SQL it goes by a name of ours, as MySQL refuses some
    // characters in identifiers (500 on `alias[𑶢]=title`) and PostgreSQL cuts them at 63 bytes.
    const rowKey = column.key === column.field ? column.key : `__alias${this.rowKeys.size}`;
    this.add(rowKey, isPlain ? selected : readableColumn(this.ctx, this.scope, column.field, selected));
    // Only an unguarded column can serve as a key the engine matches related rows on.
    if (isPlain && !this.plainColumns.has(column.field)) this.plainColumns.set(column.field, rowKey);
    return { key: column.key, rowKey, read: readerFor(field) };
  }

  /**
   * The key a relational field hands to the level it expands (`column`, by default the field
   * itself: for one-to-many fields it is the primary key), NULL on rows where the field is hidden,
   * so no related value appears on them. Without per-row decisions it is the plain helper column.
   */
  relationKey(field: string, column: string = field): string {
    if (!fieldCondition(this.ctx, this.scope, field)) return this.helper(column);
    const name = `${field}\u0000${column}`;
    const existing = this.readableKeys.get(name);
    if (existing) return existing;
    const rowKey = `__readable${this.readableKeys.size}`;
    this.add(rowKey, readableColumn(this.ctx, this.scope, field, this.scope.column(column)));
    this.readableKeys.set(name, rowKey);
    return rowKey;
  }

  /** A column the engine needs (keys to match related rows); selected once. */
  helper(field: string): string {
    const existing = this.plainColumns.get(field);
    if (existing) return existing;
    const rowKey = `__${field}`;
    this.add(rowKey, this.scope.column(field));
    this.plainColumns.set(field, rowKey);
    return rowKey;
  }

  fragment(): Fragment {
    return join(this.entries, ', ');
  }

  private add(rowKey: string, expression: Fragment): void {
    if (this.rowKeys.has(rowKey)) return;
    this.rowKeys.add(rowKey);
    this.entries.push(sql`${expression} AS ${id(rowKey)}`);
  }
}
