import type { Query } from '../../query/query.js';
import type { SchemaOverview } from '../../schema/schema-overview.js';

/**
 * The collections a query on `root` may read: the root, and those reached through a relational
 * field the query names anywhere (fields, filter, deep, sort, alias), or through any relational
 * field when it holds a wildcard. Only their rules can change what the query answers; when in
 * doubt a collection is included (a smaller group, never a wrong answer).
 */
export function involvedCollections(schema: SchemaOverview, root: string, query: Query): Set<string> {
  const names = namesIn(query);
  const wildcard = names.has('*') || query.fields === undefined;
  const named = (field: string) => wildcard || names.has(field);
  const involved = new Set<string>([root]);
  const queue = [root];
  while (queue.length > 0) {
    const collection = queue.shift()!;
    for (const relation of schema.relations) {
      const targets: string[] = [];
      if (relation.collection === collection && named(relation.field)) {
        if (relation.related_collection) targets.push(relation.related_collection);
        else targets.push(...(relation.meta?.one_allowed_collections ?? []));
      }
      const oneField = relation.meta?.one_field;
      if (relation.related_collection === collection && oneField && named(oneField)) targets.push(relation.collection);
      for (const target of targets) {
        if (involved.has(target)) continue;
        involved.add(target);
        queue.push(target);
      }
    }
  }
  return involved;
}

/** Every object key and every segment of every string (`author.name`, `item:headings`) in the query. */
function namesIn(value: unknown, found = new Set<string>()): Set<string> {
  if (typeof value === 'string') for (const part of value.split(/[.:]/)) found.add(part);
  else if (Array.isArray(value)) for (const entry of value) namesIn(entry, found);
  else if (value instanceof Map)
    for (const [key, entry] of value) {
      namesIn(key, found);
      namesIn(entry, found);
    }
  else if (typeof value === 'object' && value !== null)
    for (const [key, entry] of Object.entries(value)) {
      namesIn(key, found);
      namesIn(entry, found);
    }
  return found;
}
