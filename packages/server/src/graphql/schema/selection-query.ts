import {
  GraphQLIncludeDirective,
  GraphQLSkipDirective,
  Kind,
  getArgumentValues,
  getDirectiveValues,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLObjectType,
  type SelectionSetNode,
} from 'graphql';
import { nameTable } from '../../utils/name-table.js';
import type { CollectionMeta, ReadModel } from './collection-meta.js';
import { FUNCTION_PARTS } from './field-scalar.js';
import { collectionKey, restKey } from './read-types.js';
import { translateFilter } from './translate-filter.js';

/** What executing a selection needs besides the model: the document's fragments and variables. */
export interface SelectionEnv {
  model: ReadModel;
  /** Object type of each collection, to read the arguments of relational fields. */
  objects: ReadonlyMap<string, GraphQLObjectType>;
  fragments: Record<string, FragmentDefinitionNode>;
  variables: Record<string, unknown>;
}

/** One level of a REST query in its raw (querystring) form: relative fields, aliases, deep entries. */
export interface RawLevel {
  fields: string[];
  alias: Record<string, string>;
  deep: Record<string, Record<string, unknown>>;
}

/** Response key → the field nodes asked under it, in document order: GraphQL answers them as one field. */
export type FieldsByKey = Map<string, FieldNode[]>;

/**
 * The fields asked under `nodes` (every node of one field: `{ a { x } a { y } }` asks `x` and `y`
 * of `a`), merged per response key, through fragments and `@skip`/`@include`; `onType` keeps only
 * fragments on that type (or on none). As graphql-js collects fields, a named fragment is expanded
 * once per call however often it is spread there, since it adds the same nodes under the same keys
 * each time: `F1 { ...F0 ...F0 }` nested n levels costs n, not 2^n.
 */
export function collectFields(env: SelectionEnv, nodes: readonly FieldNode[], onType?: string): FieldsByKey {
  const fields: FieldsByKey = new Map();
  const visited = new Set<string>();
  const visit = (set: SelectionSetNode | undefined) => {
    for (const selection of set?.selections ?? []) {
      if (!included(env, selection)) continue;
      if (selection.kind === Kind.FIELD) {
        const key = selection.alias?.value ?? selection.name.value;
        const nodes = fields.get(key);
        if (nodes) nodes.push(selection);
        else fields.set(key, [selection]);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        if (!onType || !selection.typeCondition || selection.typeCondition.name.value === onType) visit(selection.selectionSet);
      } else {
        const name = selection.name.value;
        if (visited.has(name)) continue;
        visited.add(name);
        const fragment = Object.hasOwn(env.fragments, name) ? env.fragments[name] : undefined;
        if (!fragment || (onType && fragment.typeCondition.name.value !== onType)) continue;
        visit(fragment.selectionSet);
      }
    }
  };
  for (const node of nodes) visit(node.selectionSet);
  return fields;
}

function included(env: SelectionEnv, node: Parameters<typeof getDirectiveValues>[1]): boolean {
  if (getDirectiveValues(GraphQLSkipDirective, node, env.variables)?.if === true) return false;
  return getDirectiveValues(GraphQLIncludeDirective, node, env.variables)?.if !== false;
}

/**
 * A selection set on a collection's type → the REST fields, aliases and deep entries of that
 * level: every response key is asked of REST under that key (an alias when it differs from the
 * field), so the rows come back keyed as GraphQL answers them, and relations are read by REST one
 * query per level.
 */
export function levelOf(env: SelectionEnv, meta: CollectionMeta, asked: FieldsByKey, relationsAsValues = false): RawLevel {
  const level: RawLevel = { fields: [], alias: nameTable(), deep: nameTable() };
  const fields = new Set<string>();
  for (const [responseKey, nodes] of asked) {
    // Nodes under one response key name one field (standard validation saw to it).
    const entry = meta.fields.get(nodes[0]!.name.value);
    if (!entry) continue;
    const key = restKey(responseKey);
    const selected = (onType?: string) => collectFields(env, nodes, onType);
    const aliasTo = (field: string) => {
      if (key !== field) level.alias[key] = field;
    };
    if (entry.kind === 'scalar' || (relationsAsValues && entry.kind !== 'func')) {
      // A relational field read as a value (a version's type): its keys, as REST answers the bare field.
      fields.add(key);
      aliasTo(entry.field);
    } else if (entry.kind === 'func') {
      const parts = new Set([...selected().values()].map((partNodes) => partNodes[0]!.name.value));
      for (const part of FUNCTION_PARTS[entry.fn]) if (parts.has(part)) fields.add(`${part}(${entry.field})`);
    } else if (entry.kind === 'm2o' || entry.kind === 'o2m') {
      const related = env.model.collections.get(entry.related)!;
      const child = levelOf(env, related, selected());
      aliasTo(entry.field);
      for (const field of child.fields.length ? child.fields : ['*']) fields.add(`${key}.${field}`);
      const deep = deepEntry(env, meta, nodes[0]!, entry.related, child);
      if (deep) level.deep[key] = deep;
    } else {
      aliasTo(entry.field);
      level.alias[collectionKey(key)] = entry.collectionField;
      fields.add(collectionKey(key));
      for (const [typeName, collection] of entry.allowed) {
        const related = env.model.collections.get(collection)!;
        const child = levelOf(env, related, selected(typeName));
        // Every member is read, if only by its key: an item must be an object to be told apart (`__typename`).
        const own = child.fields.length ? child.fields : [related.fields.has(related.overview.primary) ? related.overview.primary : '*'];
        for (const field of own) fields.add(`${key}:${collection}.${field}`);
        const deep = deepEntry(env, meta, null, collection, child);
        if (deep) level.deep[`${key}:${collection}`] = deep;
      }
    }
  }
  level.fields = [...fields];
  return level;
}

/** A relational field's arguments and its level's aliases and deeper entries → its REST `deep` entry. */
function deepEntry(
  env: SelectionEnv,
  meta: CollectionMeta,
  node: FieldNode | null,
  related: string,
  child: RawLevel,
): Record<string, unknown> | null {
  const entry = nameTable<unknown>();
  if (node?.arguments?.length) {
    const definition = env.objects.get(meta.collection)?.getFields()[node.name.value];
    const args = definition ? getArgumentValues(definition, node, env.variables) : {};
    Object.assign(entry, restArgs(env.model, related, args, '_'));
  }
  if (Object.keys(child.alias).length > 0) entry._alias = child.alias;
  for (const [key, value] of Object.entries(child.deep)) entry[key] = value;
  return Object.keys(entry).length > 0 ? entry : null;
}

const LIST_ARGS = ['filter', 'sort', 'limit', 'offset', 'page', 'search'] as const;

/** The list arguments of a root field or a relation → REST options (`prefix` `_` for deep entries). */
export function restArgs(model: ReadModel, collection: string, args: Record<string, unknown>, prefix = ''): Record<string, unknown> {
  const out = nameTable<unknown>();
  for (const name of LIST_ARGS) {
    const value = args[name];
    if (value === undefined || value === null) continue;
    out[`${prefix}${name}`] = name === 'filter' ? translateFilter(model, collection, value) : value;
  }
  return out;
}
