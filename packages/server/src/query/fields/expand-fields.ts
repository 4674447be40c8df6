import { forbiddenOrMissing, invalidQuery } from '../../errors/error-helpers.js';
import type { CollectionOverview } from '../../schema/schema-overview.js';
import { collectionOf, ruleOf, type CompileContext } from '../compile-context.js';
import { functionOutputKey, parseFunctionKey } from '../functions.js';
import type { DeepQuery, NestedQuery } from '../query.js';
import { relationalFields, relationOf, type RelationInfo } from '../relations/relation-index.js';
import { child, type Getter } from '../sql/slots.js';
import { nameTable, ownValue } from '../../utils/name-table.js';
import type { ColumnNode, FieldNode, RelationNode } from './field-tree.js';

export interface LevelInput {
  collection: CollectionOverview;
  query: NestedQuery;
  get: Getter;
  deep: Record<string, DeepQuery>;
  deepGet: Getter;
  fields: string[];
  /** Where this level's `deep` entries sit in the request (`deep`, `deep.comments`), for error messages. */
  deepPath?: string;
}

interface Group {
  key: string;
  info: RelationInfo;
  paths: string[];
  scoped: Map<string, string[]>;
  fromWildcard: boolean;
}

/**
 * `fields` (with wildcards, dot paths, `item:collection` scopes and aliases) → a tree of levels
 * (api-reference section 4 "fields"). Unknown plain fields are dropped, as the reference does
 * for admins (and for roles allowed `*`); a field outside the role's allowed list is FORBIDDEN,
 * known or not, while wildcards shrink to it.
 */
export function expandFields(ctx: CompileContext, input: LevelInput): FieldNode {
  const { collection } = input;
  const alias = input.query.alias ?? nameTable<string>();
  const allowed = allowedFields(ctx, collection);
  const expanded = expandWildcards(ctx, collection, input.fields, alias, allowed);
  const columns: ColumnNode[] = [];
  const columnKeys = new Set<string>();
  const groups = new Map<string, Group>();
  for (const { path, fromWildcard } of expanded) {
    const [head, ...rest] = path.split('.') as [string, ...string[]];
    const functionKey = rest.length === 0 ? parseFunctionKey(head) : null;
    if (functionKey) {
      // A role's allow-list is checked first: a name outside it is FORBIDDEN whether it exists or not.
      checkAllowed(allowed, functionKey.field);
      if (!collection.fields[functionKey.field]) continue;
      const key = functionOutputKey(functionKey.fn, functionKey.field);
      columnKeys.add(key);
      columns.push({ key, field: functionKey.field, fn: functionKey.fn });
      continue;
    }
    const [outKey, scope] = head.split(':') as [string, string | undefined];
    const fieldName = ownValue(alias, outKey) ?? outKey;
    if (!fromWildcard) checkAllowed(allowed, fieldName);
    const field = collection.fields[fieldName];
    if (!field) continue;
    const info = relationOf(ctx.schema, collection.collection, fieldName);
    const expands = info && (rest.length > 0 || info.type === 'o2m');
    if (!expands) {
      if (rest.length === 0 && !field.alias && !columnKeys.has(outKey)) {
        columnKeys.add(outKey);
        columns.push({ key: outKey, field: fieldName });
      }
      continue;
    }
    let group = groups.get(outKey);
    if (!group) groups.set(outKey, (group = { key: outKey, info, paths: [], scoped: new Map(), fromWildcard }));
    group.fromWildcard &&= fromWildcard;
    if (rest.length === 0) continue;
    if (scope !== undefined) group.scoped.set(scope, [...(group.scoped.get(scope) ?? []), rest.join('.')]);
    else group.paths.push(rest.join('.'));
  }
  const relations: RelationNode[] = [];
  for (const group of groups.values()) {
    const relation = expandRelation(ctx, input, group);
    if (relation) relations.push(relation);
  }
  return { collection, query: input.query, get: input.get, deep: input.deep, deepGet: input.deepGet, columns, relations };
}

function expandRelation(ctx: CompileContext, parent: LevelInput, group: Group): RelationNode | null {
  const { info, key } = group;
  const level = (collectionName: string, deepKey: string, fields: string[]): FieldNode | null => {
    const collection = collectionOf(ctx, collectionName);
    // A relation reached only through a wildcard is left out when the role cannot read it at all.
    if (ctx.permissions && group.fromWildcard && !ctx.permissions.rule(collectionName, ctx.action)) return null;
    const entry = ownValue(parent.deep, deepKey);
    const deepPath = `${parent.deepPath ?? 'deep'}.${deepKey}`;
    // Grouped rows replace the related items only where there are many of them to group.
    if (info.type !== 'o2m' && (entry?.query.aggregate !== undefined || entry?.query.groupBy !== undefined))
      throw invalidQuery(`"${deepPath}" can't use "_aggregate" or "_groupBy": only one-to-many fields list grouped rows`);
    const entryGet = child(parent.deepGet, deepKey);
    return expandFields(ctx, {
      deepPath,
      collection,
      query: entry?.query ?? {},
      get: child(entryGet, 'query'),
      deep: entry?.deep ?? nameTable(),
      deepGet: child(entryGet, 'deep'),
      fields: fields.length ? fields : [collection.primary],
    });
  };
  if (info.type === 'm2o') {
    const node = level(info.related, key, group.paths);
    return node && { kind: 'm2o', key, info, node };
  }
  if (info.type === 'o2m') {
    const node = level(info.related, key, group.paths);
    return node && { kind: 'o2m', key, info, node, keysOnly: group.paths.length === 0 };
  }
  const nodes = nameTable<FieldNode>();
  for (const name of info.allowed) {
    const scoped = group.scoped.get(name);
    if (!scoped && group.paths.length === 0 && group.scoped.size > 0) continue;
    const node = level(name, `${key}:${name}`, [...group.paths, ...(scoped ?? [])]);
    if (node) nodes[name] = node;
  }
  return { kind: 'a2o', key, info, nodes };
}

function allowedFields(ctx: CompileContext, collection: CollectionOverview): Set<string> | null {
  const rule = ruleOf(ctx, collection.collection);
  if (!rule || rule.allFields || rule.fields.includes('*')) return null;
  return new Set(rule.fields);
}

function checkAllowed(allowed: Set<string> | null, field: string): void {
  if (allowed && !allowed.has(field)) throw forbiddenOrMissing();
}

/** `*` → every (allowed) field; `*.*` / `*.x` → every field plus each relational field with `.*` / `.x`. */
function expandWildcards(
  ctx: CompileContext,
  collection: CollectionOverview,
  fields: string[],
  alias: Record<string, string>,
  allowed: Set<string> | null,
): Array<{ path: string; fromWildcard: boolean }> {
  const result = new Map<string, boolean>();
  const add = (path: string, fromWildcard: boolean) => {
    if (!result.has(path) || !fromWildcard) result.set(path, fromWildcard);
  };
  const all = Object.keys(collection.fields).filter((name) => !allowed || allowed.has(name));
  for (const path of fields) {
    const [head, ...rest] = path.split('.');
    if (head !== '*') {
      add(path, false);
      continue;
    }
    for (const name of all) add(name, true);
    for (const key of Object.keys(alias)) add(key, true);
    if (rest.length === 0) continue;
    for (const info of relationalFields(ctx.schema, collection)) {
      if (allowed && !allowed.has(info.field)) continue;
      if (info.type === 'a2o') for (const target of info.allowed) add(`${info.field}:${target}.${rest.join('.')}`, true);
      else add(`${info.field}.${rest.join('.')}`, true);
    }
  }
  return [...result].map(([path, fromWildcard]) => ({ path, fromWildcard }));
}
