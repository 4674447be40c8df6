import type { CollectionOverview } from '../schema/schema-overview.js';
import { nextAlias, type CompileContext } from './compile-context.js';
import { readableColumn } from './readable-column.js';
import { ruleCondition } from './rule-condition.js';
import { sql, id, type Fragment } from '../db/sql/fragment.js';
import { recordReads } from '../cache/read-collections.js';

/**
 * One table in a FROM clause with the LEFT JOINs that many-to-one paths (`author.role.name` in a
 * filter or sort) add to it, each path joined once. A joined row the role may not read joins as
 * NULLs: the related collection's rule filter is part of the join's ON clause.
 */
export class TableScope {
  private readonly joins = new Map<string, TableScope>();
  private readonly joinFragments: Fragment[] = [];
  private readonly memos = new Map<string, Fragment>();

  constructor(
    readonly collection: CollectionOverview,
    readonly alias: string,
  ) {
    // Every table a statement reads enters it here: the response cache purges by this record.
    recordReads([collection.collection]);
  }

  column(field: string): Fragment {
    return sql`${id(this.alias, field)}`;
  }

  /** A fragment compiled once per scope (the conditions of per-row field decisions), reused at every use. */
  memo(key: string, compile: () => Fragment): Fragment {
    let fragment = this.memos.get(key);
    if (!fragment) this.memos.set(key, (fragment = compile()));
    return fragment;
  }

  /** The scope of the row `field` points at, joined on first use. */
  joinManyToOne(ctx: CompileContext, field: string, related: CollectionOverview): TableScope {
    // A rule's own paths join apart from the query's: those see every row, the query's only readable ones.
    const key = ctx.insideRule ? `${field}\u0000rule` : field;
    let scope = this.joins.get(key);
    if (!scope) {
      // The key as the caller may read it (NULL on rows where the field is hidden: nothing joins
      // there). Compiled first: its condition may join this scope's rule paths, which must come before.
      const foreignKey = readableColumn(ctx, this, field);
      scope = new TableScope(related, nextAlias(ctx));
      this.joins.set(key, scope);
      this.joinFragments.push(this.joinClause(ctx, foreignKey, scope));
    }
    return scope;
  }

  /** `"table" AS "t0" LEFT JOIN …`, including the joins of joined scopes. */
  from(): Fragment {
    let text = sql`${id(`${this.collection.collection} as ${this.alias}`)}`;
    for (const fragment of this.allJoins()) text = sql`${text} ${fragment}`;
    return text;
  }

  /**
   * `LEFT JOIN "authors" AS "t1" ON <key> AND (<rule>)`. The rule is compiled on a scope of its own
   * with the same alias; when it follows relations itself, their joins are nested in parentheses
   * before the ON clause that uses them.
   */
  private joinClause(ctx: CompileContext, foreignKey: Fragment, scope: TableScope): Fragment {
    const related = scope.collection;
    const on = sql`${id(scope.alias, related.primary)} = ${foreignKey}`;
    const ruleScope = new TableScope(related, scope.alias);
    const rule = ruleCondition(ctx, ruleScope);
    if (!rule) return sql`LEFT JOIN ${id(`${related.collection} as ${scope.alias}`)} ON ${on}`;
    const table = ruleScope.joins.size > 0 ? sql`(${ruleScope.from()})` : ruleScope.from();
    return sql`LEFT JOIN ${table} ON ${on} AND (${rule})`;
  }

  private allJoins(): Fragment[] {
    const result: Fragment[] = [];
    let index = 0;
    for (const scope of this.joins.values()) {
      result.push(this.joinFragments[index++]!);
      result.push(...scope.allJoins());
    }
    return result;
  }
}
