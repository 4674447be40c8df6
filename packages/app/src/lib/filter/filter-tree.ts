import { FILTER_OPERATORS, NUMERIC_TYPES } from './filter-operators.js';
import type { FilterOperatorName } from './filter-operators.js';

/**
 * The filter builder's model: a tree of and/or groups holding rules on field paths. It converts
 * to and from the API's filter JSON (api-reference §4). Pure; no React.
 */

export type Filter = Record<string, unknown>;

export interface FilterRule {
  kind: 'rule';
  id: string;
  /** Dot path from the collection, e.g. `title` or `author.name`. */
  path: string;
  /** The leaf field's type, used to convert the entered value; '' until the path ends on a field. */
  type: string;
  operator: FilterOperatorName;
  /** As entered: a string, a [from, to] pair of strings, or a boolean. */
  value: string | [string, string] | boolean;
}

export interface FilterGroup {
  kind: 'group';
  id: string;
  logic: '_and' | '_or';
  children: FilterNode[];
}

export type FilterNode = FilterRule | FilterGroup;

let nextId = 0;
export function newNodeId(): string {
  nextId += 1;
  return `f${nextId}`;
}

export function emptyGroup(logic: FilterGroup['logic'] = '_and'): FilterGroup {
  return { kind: 'group', id: newNodeId(), logic, children: [] };
}

function convertScalar(raw: string, type: string): unknown {
  const text = raw.trim();
  // Geometry operators take a GeoJSON object (api-reference §4); keep the text if it isn't JSON yet.
  if (type.startsWith('geometry') && text.startsWith('{')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  if (NUMERIC_TYPES.includes(type) && text !== '' && !Number.isNaN(Number(text))) return Number(text);
  if (type === 'boolean') return text === 'true';
  return text;
}

/** The value the API expects for a rule: lists for _in, pairs for _between, `true` for flags. */
export function ruleValue(rule: FilterRule): unknown {
  const kind = FILTER_OPERATORS[rule.operator].valueKind;
  if (kind === 'flag') return rule.value === false ? false : true;
  if (kind === 'range') {
    const pair = Array.isArray(rule.value) ? rule.value : ['', ''];
    return pair.map((part) => convertScalar(part, rule.type));
  }
  const text = typeof rule.value === 'string' ? rule.value : String(rule.value);
  if (kind === 'list')
    return text
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part !== '')
      .map((part) => convertScalar(part, rule.type));
  if (rule.type === 'boolean' && typeof rule.value === 'boolean') return rule.value;
  return convertScalar(text, rule.type);
}

/** A rule still being typed (no value yet) is left out rather than sent as an empty filter. */
function isIncomplete(rule: FilterRule, value: unknown): boolean {
  const kind = FILTER_OPERATORS[rule.operator].valueKind;
  if (kind === 'flag') return false;
  if (kind === 'list') return (value as unknown[]).length === 0;
  if (kind === 'range') return (value as unknown[]).some((part) => part === '');
  return value === '';
}

function ruleToFilter(rule: FilterRule): Filter | null {
  const value = ruleValue(rule);
  if (isIncomplete(rule, value)) return null;
  const segments = rule.path.split('.');
  let filter: Filter = { [rule.operator]: value };
  for (const segment of segments.reverse()) filter = { [segment]: filter };
  return filter;
}

function nodeToFilter(node: FilterNode): Filter | null {
  // A rule without a type is still being set up (its relational path is not finished).
  if (node.kind === 'rule') return node.path && node.type ? ruleToFilter(node) : null;
  const children = node.children.map(nodeToFilter).filter((child): child is Filter => child !== null);
  if (children.length === 0) return null;
  return { [node.logic]: children };
}

/** The API filter for a tree, or null when it holds no rule. */
export function treeToFilter(root: FilterGroup): Filter | null {
  return nodeToFilter(root);
}

function entryToValue(value: unknown): FilterRule['value'] {
  if (typeof value === 'boolean') return value;
  if (Array.isArray(value)) return value.map(String).join(', ');
  if (value === null || value === undefined) return '';
  // A geometry (_intersects and the like) is shown and edited as its GeoJSON text.
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function ruleFromEntry(path: string[], operator: FilterOperatorName, value: unknown, typeOf: (path: string) => string): FilterRule {
  const joined = path.join('.');
  const kind = FILTER_OPERATORS[operator].valueKind;
  const entered: FilterRule['value'] =
    kind === 'range' && Array.isArray(value)
      ? [String(value[0] ?? ''), String(value[1] ?? '')]
      : kind === 'flag'
        ? value !== false
        : entryToValue(value);
  return { kind: 'rule', id: newNodeId(), path: joined, type: typeOf(joined), operator, value: entered };
}

function isOperator(key: string): key is FilterOperatorName {
  return key in FILTER_OPERATORS;
}

function nodesFromFilter(filter: Filter, path: string[], typeOf: (path: string) => string): FilterNode[] {
  const nodes: FilterNode[] = [];
  for (const [key, value] of Object.entries(filter)) {
    if ((key === '_and' || key === '_or') && Array.isArray(value)) {
      const children = value.flatMap((child) =>
        typeof child === 'object' && child !== null ? nodesFromFilter(child as Filter, path, typeOf) : [],
      );
      nodes.push({ kind: 'group', id: newNodeId(), logic: key, children });
    } else if (isOperator(key)) {
      nodes.push(ruleFromEntry(path, key, value, typeOf));
    } else if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      nodes.push(...nodesFromFilter(value as Filter, [...path, key], typeOf));
    }
  }
  return nodes;
}

/**
 * Read a saved filter (a bookmark's) back into a tree. Parts the builder cannot show (unknown
 * operators such as `_some`) are dropped, so the caller should keep the original filter too.
 */
export function filterToTree(filter: Filter | null | undefined, typeOf: (path: string) => string): FilterGroup {
  if (!filter || Object.keys(filter).length === 0) return emptyGroup();
  const nodes = nodesFromFilter(filter, [], typeOf);
  const only = nodes[0];
  if (nodes.length === 1 && only?.kind === 'group') return only;
  return { kind: 'group', id: newNodeId(), logic: '_and', children: nodes };
}
