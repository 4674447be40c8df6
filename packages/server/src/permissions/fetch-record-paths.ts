import type { Knex } from 'knex';
import { dialectOf } from '../db/dialects/dialect-of.js';
import { parameterChunks } from '../db/parameter-chunks.js';
import type { SchemaOverview } from '../schema/schema-overview.js';

type Row = Record<string, unknown>;
type PathTree = Map<string, PathTree>;

/**
 * One record with the fields named by dot paths, following m2o fields into related records and o2m
 * aliases into lists, one query per level. Used for `$CURRENT_USER.<path>` / `$CURRENT_ROLE.<path>`;
 * names that are not fields of the schema are ignored (the variable then reads null).
 */
export async function fetchRecordPaths(
  db: Knex,
  schema: SchemaOverview,
  collection: string,
  key: string,
  paths: readonly string[],
): Promise<Row | null> {
  const primary = schema.collections[collection]?.primary;
  if (!primary) return null;
  const rows = await loadRows(db, schema, collection, primary, [key], toTree(paths));
  return rows[0] ?? null;
}

function toTree(paths: readonly string[]): PathTree {
  const root: PathTree = new Map();
  for (const path of paths) {
    let node = root;
    for (const part of path.split('.')) {
      const next = node.get(part) ?? new Map<string, PathTree>();
      node.set(part, next);
      node = next;
    }
  }
  return root;
}

/** Rows of `collection` whose `column` is one of `values`, with the tree's fields filled in. */
async function loadRows(
  db: Knex,
  schema: SchemaOverview,
  collection: string,
  column: string,
  values: unknown[],
  tree: PathTree,
): Promise<Row[]> {
  const info = schema.collections[collection];
  const keys = [...new Set(values.filter((value) => value !== null && value !== undefined))];
  if (!info?.hasTable || keys.length === 0) return [];
  const columns = new Set([info.primary, column]);
  for (const name of tree.keys()) if (info.fields[name] && !info.fields[name].alias) columns.add(name);
  // Keys come from rows (an o2m of the current user may be long): a statement per run the database binds.
  const rows: Row[] = [];
  for (const run of parameterChunks(dialectOf(db), keys)) {
    for (const row of (await db(collection)
      .select([...columns])
      .whereIn(column, run)) as Row[])
      rows.push(row);
  }
  for (const [name, subtree] of tree) {
    const m2o = schema.relations.find((r) => r.collection === collection && r.field === name && r.related_collection);
    if (m2o && subtree.size > 0) {
      const target = schema.collections[m2o.related_collection!];
      if (!target) continue;
      const related = byKey(
        await loadRows(
          db,
          schema,
          target.collection,
          target.primary,
          rows.map((row) => row[name]),
          subtree,
        ),
        target.primary,
      );
      for (const row of rows) row[name] = related.get(String(row[name])) ?? null;
      continue;
    }
    const o2m = schema.relations.find((r) => r.related_collection === collection && r.meta?.one_field === name);
    if (!o2m) continue;
    const children = await loadRows(
      db,
      schema,
      o2m.collection,
      o2m.field,
      rows.map((row) => row[info.primary]),
      subtree,
    );
    const childPrimary = schema.collections[o2m.collection]?.primary ?? o2m.field;
    for (const row of rows) {
      const mine = children.filter((child) => String(child[o2m.field]) === String(row[info.primary]));
      row[name] = subtree.size > 0 ? mine : mine.map((child) => child[childPrimary]);
    }
  }
  return rows;
}

function byKey(rows: Row[], key: string): Map<string, Row> {
  return new Map(rows.map((row) => [String(row[key]), row]));
}
