import type { Dialect, Row } from '../../db/dialects/dialect.js';
import type { Item, LevelPlan } from '../apply-query.js';
import { buildItem } from '../apply-query.js';
import { bindStatement } from '../sql/compile-statement.js';
import type { Runner } from '../sql/run-statement.js';
import type { ChildPlan } from './plan-nested-reads.js';

/** Keys per statement, as the reference's RELATIONAL_BATCH_SIZE. */
const BATCH_SIZE = 25_000;

export interface LoadContext {
  run: Runner;
  dialect: Dialect;
  values: readonly unknown[];
}

/** Runs a level (for the given parent keys, in batches) and everything nested below it. */
export async function loadLevel(ctx: LoadContext, level: LevelPlan, keys?: unknown[]): Promise<{ rows: Row[]; items: Item[] }> {
  let rows: Row[];
  if (keys === undefined) {
    rows = (await ctx.run(level.statement.sql, bindStatement(level.statement, ctx.values))).rows;
  } else {
    rows = [];
    for (let start = 0; start < keys.length; start += BATCH_SIZE) {
      const batch = ctx.dialect.listValue(keys.slice(start, start + BATCH_SIZE));
      const result = await ctx.run(level.statement.sql, bindStatement(level.statement, ctx.values, batch));
      rows = rows.length === 0 ? result.rows : rows.concat(result.rows);
    }
  }
  const build = level.build;
  const items = rows.map((row) => (build ? build(row) : buildItem(level.columns, row)));
  for (const child of level.children) await loadChild(ctx, child, rows, items);
  return { rows, items };
}

async function loadChild(ctx: LoadContext, child: ChildPlan, rows: Row[], items: Item[]): Promise<void> {
  if (child.kind === 'a2o') return loadAnyToOne(ctx, child, rows, items);
  const keys = distinctKeys(rows.map((row) => row[child.parentKey]));
  const related = keys.length === 0 ? { rows: [], items: [] } : await loadLevel(ctx, child.level, keys);
  const matchKey = child.level.matchKey!;
  if (child.kind === 'm2o') {
    const byKey = new Map<string, Item>();
    related.rows.forEach((row, index) => byKey.set(String(row[matchKey]), related.items[index]!));
    rows.forEach((row, index) => {
      const key = row[child.parentKey];
      items[index]![child.key] = key === null || key === undefined ? null : (byKey.get(String(key)) ?? null);
    });
    return;
  }
  const byParent = new Map<string, unknown[]>();
  related.rows.forEach((row, index) => {
    const parent = String(row[matchKey]);
    const item = related.items[index]!;
    const list = byParent.get(parent);
    const value = child.keysOnly ? item[child.primary] : item;
    if (list) list.push(value);
    else byParent.set(parent, [value]);
  });
  rows.forEach((row, index) => {
    const parent = row[child.parentKey];
    // No parent key: the field is hidden on this row (per-row field decisions), so it has no list.
    items[index]![child.key] = parent === null || parent === undefined ? null : (byParent.get(String(parent)) ?? []);
  });
}

async function loadAnyToOne(ctx: LoadContext, child: Extract<ChildPlan, { kind: 'a2o' }>, rows: Row[], items: Item[]): Promise<void> {
  const found = new Map<string, Map<string, Item>>();
  for (const [collection, target] of Object.entries(child.targets)) {
    const keys = distinctKeys(
      rows.filter((row) => row[child.collectionKey] === collection).map((row) => toKey(row[child.parentKey], target.keyType)),
    );
    if (keys.length === 0) continue;
    const related = await loadLevel(ctx, target.level, keys);
    const byKey = new Map<string, Item>();
    related.rows.forEach((row, index) => byKey.set(String(row[target.level.matchKey!]), related.items[index]!));
    found.set(collection, byKey);
  }
  rows.forEach((row, index) => {
    const key = row[child.parentKey];
    const collection = String(row[child.collectionKey]);
    if (key === null || key === undefined) items[index]![child.key] = null;
    // A target collection the fields did not ask to expand keeps its plain key.
    else if (!child.targets[collection]) items[index]![child.key] = key;
    else items[index]![child.key] = found.get(collection)?.get(String(key)) ?? null;
  });
}

function toKey(value: unknown, type: string): unknown {
  if (value === null || value === undefined) return null;
  if (type === 'integer' || type === 'bigInteger') {
    const number = Number(value);
    return Number.isSafeInteger(number) ? number : null;
  }
  return String(value);
}

function distinctKeys(values: unknown[]): unknown[] {
  const seen = new Set<string>();
  const keys: unknown[] = [];
  for (const value of values) {
    if (value === null || value === undefined) continue;
    const text = String(value);
    if (seen.has(text)) continue;
    seen.add(text);
    keys.push(value);
  }
  return keys;
}
