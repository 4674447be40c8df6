import type { JsonSchema } from '../../../lib/api-docs/types.js';
import { isRef, refName } from './resolve-ref.js';

/** Labels of nested schemas stop here: a document may nest `items` or `oneOf` arbitrarily deep. */
const MAX_LABEL_DEPTH = 4;

/**
 * A schema's type in one short line, without following `$ref`s (a ref shows its name, which is
 * what a reader looks for and keeps a cycle from mattering): `['string','null']` → `string | null`,
 * an array → `array<ItemsArticles>`, `oneOf` → its members joined with `|`.
 */
export function schemaTypeLabel(schema: JsonSchema | undefined, depth = 0): string {
  if (!schema || typeof schema !== 'object') return 'any';
  if (depth > MAX_LABEL_DEPTH) return '…';
  if (isRef(schema)) return refName(schema.$ref);
  const union = schema.oneOf ?? schema.anyOf;
  if (Array.isArray(union) && union.length > 0)
    return joinUnique(
      union.map((member) => schemaTypeLabel(member, depth + 1)),
      ' | ',
    );
  if (Array.isArray(schema.allOf) && schema.allOf.length > 0)
    return joinUnique(
      schema.allOf.map((member) => schemaTypeLabel(member, depth + 1)),
      ' & ',
    );
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  const types = Array.isArray(schema.type) ? schema.type : typeof schema.type === 'string' ? [schema.type] : [];
  if (types.length === 0) return schema.properties ? 'object' : 'any';
  return joinUnique(
    types.map((type) => (type === 'array' && schema.items ? `array<${schemaTypeLabel(schema.items, depth + 1)}>` : String(type))),
    ' | ',
  );
}

/** `integer | null | ItemsAuthors`, each label once. */
function joinUnique(labels: string[], separator: string): string {
  return [...new Set(labels)].join(separator);
}
