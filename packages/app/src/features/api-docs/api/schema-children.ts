import type { JsonSchema, OpenApiDocument } from '../../../lib/api-docs/types.js';
import { isRef, resolvePointer } from './resolve-ref.js';

/** One nested schema a node can show: a property, the items of an array, or a member of a union. */
export interface SchemaChild {
  kind: 'property' | 'items' | 'option';
  /** The property's name, or the option's number (from 1). */
  name: string;
  schema: JsonSchema;
  isRequired: boolean;
}

const isSchema = (value: unknown): value is JsonSchema => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The schema a `$ref` points at (one hop, in `#/components/...`), or the schema itself. */
export function targetOf(doc: OpenApiDocument, schema: JsonSchema): JsonSchema | undefined {
  if (!isRef(schema)) return schema;
  const target = resolvePointer(doc, schema.$ref);
  return isSchema(target) ? target : undefined;
}

/**
 * What there is to expand below a schema (its `$ref` followed once): properties, the items of an
 * array when they have structure of their own, and union members that do. Scalars have none.
 */
export function childrenOf(doc: OpenApiDocument, schema: JsonSchema): SchemaChild[] {
  const target = targetOf(doc, schema);
  if (!target) return [];
  const required = new Set(Array.isArray(target.required) ? target.required : []);
  const children: SchemaChild[] = [];
  if (isSchema(target.properties)) {
    for (const [name, property] of Object.entries(target.properties)) {
      if (isSchema(property)) children.push({ kind: 'property', name, schema: property, isRequired: required.has(name) });
    }
  }
  if (isSchema(target.items) && hasStructure(target.items))
    children.push({ kind: 'items', name: 'items', schema: target.items, isRequired: false });
  const union = [...(target.oneOf ?? []), ...(target.anyOf ?? []), ...(target.allOf ?? [])];
  union.forEach((member, index) => {
    if (isSchema(member) && hasStructure(member))
      children.push({ kind: 'option', name: String(index + 1), schema: member, isRequired: false });
  });
  return children;
}

/**
 * Whether a schema has anything to expand, judged without following refs (a ref always does), so
 * the check stays shallow however the document nests.
 */
function hasStructure(schema: JsonSchema, depth = 0): boolean {
  if (isRef(schema) || (isSchema(schema.properties) && Object.keys(schema.properties).length > 0)) return true;
  if (depth > 3) return false;
  const nested = [schema.items, ...(schema.oneOf ?? []), ...(schema.anyOf ?? []), ...(schema.allOf ?? [])];
  return nested.some((member) => isSchema(member) && hasStructure(member, depth + 1));
}
