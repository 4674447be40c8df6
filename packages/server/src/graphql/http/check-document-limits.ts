import { GraphQLError, Kind, type DocumentNode, type FragmentDefinitionNode, type SelectionSetNode } from 'graphql';
import type { Config } from '../../config/load-config.js';

export interface DocumentLimits {
  /** GRAPHQL_QUERY_DEPTH_LIMIT: how deep fields may nest (`{ a { b } }` is 2). */
  depth: number;
  /** GRAPHQL_QUERY_ALIAS_LIMIT: fields renamed by an alias (each runs apart, unlike repeated fields, which merge). */
  aliases: number;
  /** GRAPHQL_QUERY_FIELD_LIMIT: field nodes once every fragment spread is replaced by its fragment. */
  fields: number;
}

/** The limits of `config` that checkDocumentLimits applies. */
export function documentLimitsOf(config: Config): DocumentLimits {
  return { depth: config.GRAPHQL_QUERY_DEPTH_LIMIT, aliases: config.GRAPHQL_QUERY_ALIAS_LIMIT, fields: config.GRAPHQL_QUERY_FIELD_LIMIT };
}

/**
 * The depth, alias count and field count of every operation of `document`, fragments expanded
 * where they are spread, measured before the document meets a schema (so a refusal costs no
 * database work and no standard validation, whose overlap check is quadratic). Each fragment is
 * measured once and reused, so spreading fragments inside fragments cannot make this exponential;
 * a fragment cycle counts as empty here and is reported by the standard rules afterwards. The field
 * count bounds what a small document can make every later walk do: `fragment F1 { ...F0 ...F0 }`
 * nested 14 levels is 600 bytes and 32,769 fields once expanded.
 */
export function checkDocumentLimits(document: DocumentNode, limits: DocumentLimits): GraphQLError[] {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions)
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  const depthMemo = new Map<string, number>();
  const aliasMemo = new Map<string, number>();
  const fieldMemo = new Map<string, number>();
  const inProgress = new Set<string>();

  /** Through a spread: the fragment's measure, computed once; cut short past `cap`. */
  const viaFragment = (name: string, memo: Map<string, number>, measure: (set: SelectionSetNode) => number): number => {
    const known = memo.get(name);
    if (known !== undefined) return known;
    const fragment = fragments.get(name);
    if (!fragment || inProgress.has(name)) return 0;
    inProgress.add(name);
    const value = measure(fragment.selectionSet);
    inProgress.delete(name);
    memo.set(name, value);
    return value;
  };

  // Deepest nesting of fields in `set`, capped at room + 1: it never descends past the limit.
  const depthOf = (set: SelectionSetNode, room: number): number => {
    let deepest = 0;
    for (const selection of set.selections) {
      if (deepest > room) break;
      if (selection.kind === Kind.FIELD)
        deepest = Math.max(deepest, selection.selectionSet && room > 0 ? 1 + depthOf(selection.selectionSet, room - 1) : 1);
      else if (selection.kind === Kind.INLINE_FRAGMENT) deepest = Math.max(deepest, depthOf(selection.selectionSet, room));
      else
        deepest = Math.max(
          deepest,
          viaFragment(selection.name.value, depthMemo, (inner) => depthOf(inner, limits.depth)),
        );
    }
    return Math.min(deepest, room + 1);
  };

  // Aliased fields in `set` (those whose alias differs from the field's name), at most aliases + 1.
  const aliasesOf = (set: SelectionSetNode): number => {
    let count = 0;
    for (const selection of set.selections) {
      if (count > limits.aliases) break;
      if (selection.kind === Kind.FIELD) {
        if (selection.alias && selection.alias.value !== selection.name.value) count++;
        if (selection.selectionSet) count += aliasesOf(selection.selectionSet);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) count += aliasesOf(selection.selectionSet);
      else count += viaFragment(selection.name.value, aliasMemo, aliasesOf);
    }
    return Math.min(count, limits.aliases + 1);
  };

  // Field nodes in `set`, spreads expanded, at most fields + 1.
  const fieldsOf = (set: SelectionSetNode): number => {
    let count = 0;
    for (const selection of set.selections) {
      if (count > limits.fields) break;
      if (selection.kind === Kind.FIELD) count += 1 + (selection.selectionSet ? fieldsOf(selection.selectionSet) : 0);
      else if (selection.kind === Kind.INLINE_FRAGMENT) count += fieldsOf(selection.selectionSet);
      else count += viaFragment(selection.name.value, fieldMemo, fieldsOf);
    }
    return Math.min(count, limits.fields + 1);
  };

  const errors: GraphQLError[] = [];
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    const name = definition.name ? `Operation "${definition.name.value}"` : 'The operation';
    // Aliases are only counted in an operation of bounded depth, so that walk stays shallow too.
    if (depthOf(definition.selectionSet, limits.depth) > limits.depth)
      errors.push(new GraphQLError(`${name} nests fields deeper than the limit of ${limits.depth}.`, { nodes: definition }));
    else if (aliasesOf(definition.selectionSet) > limits.aliases)
      errors.push(new GraphQLError(`${name} has more than ${limits.aliases} aliases.`, { nodes: definition }));
    else if (fieldsOf(definition.selectionSet) > limits.fields)
      errors.push(
        new GraphQLError(`${name} selects more than ${limits.fields} fields once its fragments are expanded.`, { nodes: definition }),
      );
  }
  return errors;
}
