import type { OpenApiDocument, OpenApiOperation, OpenApiParameter, OpenApiTag, MaybeRef } from '../../../lib/api-docs/types.js';

/** The HTTP methods of a path item, in the order a reader expects them. */
const METHODS = ['get', 'post', 'put', 'patch', 'delete', 'options', 'head', 'trace'] as const;
export type HttpMethod = (typeof METHODS)[number];

export interface ApiOperation {
  /** `get /items/articles`: unique in the document, unlike an operationId a document may repeat. */
  key: string;
  method: HttpMethod;
  path: string;
  operation: OpenApiOperation;
  /** The path item's parameters followed by the operation's own. */
  parameters: MaybeRef<OpenApiParameter>[];
}

export interface ApiTag {
  name: string;
  description?: string;
  /** The collection the tag documents, when the document says (`x-collection`). */
  collection?: string;
  isSystem: boolean;
  operations: ApiOperation[];
}

const UNTAGGED = 'default';

/**
 * The document's operations by tag, collections first then system tags, each group in the
 * document's order. An operation with several tags is listed under each; one without tags under
 * `default`. Tags no operation uses are left out.
 */
export function groupOperations(doc: OpenApiDocument): ApiTag[] {
  const tags = new Map<string, ApiTag>();
  for (const tag of declaredTags(doc)) tags.set(tag.name, toApiTag(tag));
  for (const [path, item] of entries(doc.paths)) {
    const shared = Array.isArray(item.parameters) ? (item.parameters as MaybeRef<OpenApiParameter>[]) : [];
    for (const method of METHODS) {
      const operation = item[method] as OpenApiOperation | undefined;
      if (!operation || typeof operation !== 'object') continue;
      const parameters = [...shared, ...(Array.isArray(operation.parameters) ? operation.parameters : [])];
      const entry: ApiOperation = { key: `${method} ${path}`, method, path, operation, parameters };
      const names = Array.isArray(operation.tags) && operation.tags.length > 0 ? operation.tags : [UNTAGGED];
      for (const name of new Set(names.map(String))) {
        if (!tags.has(name)) tags.set(name, toApiTag({ name }));
        tags.get(name)?.operations.push(entry);
      }
    }
  }
  const used = [...tags.values()].filter((tag) => tag.operations.length > 0);
  return [...used.filter((tag) => !tag.isSystem), ...used.filter((tag) => tag.isSystem)];
}

function declaredTags(doc: OpenApiDocument): OpenApiTag[] {
  if (!Array.isArray(doc.tags)) return [];
  return (doc.tags as unknown[]).filter(
    (tag): tag is OpenApiTag => typeof tag === 'object' && tag !== null && typeof (tag as OpenApiTag).name === 'string',
  );
}

/** A collection's tag names a collection outside `directus_*`, or follows the reference's `Items<Name>` naming. */
function toApiTag(tag: OpenApiTag): ApiTag {
  const collection = typeof tag['x-collection'] === 'string' ? tag['x-collection'] : undefined;
  const isCollection = collection !== undefined ? !collection.startsWith('directus_') : /^Items[A-Z0-9]/.test(tag.name);
  return {
    name: tag.name,
    ...(typeof tag.description === 'string' ? { description: tag.description } : {}),
    ...(collection !== undefined ? { collection } : {}),
    isSystem: !isCollection,
    operations: [],
  };
}

/** A member that should be an object of objects, as `[key, value]` pairs; anything else gives none. */
function entries(value: unknown): [string, Record<string, unknown>][] {
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value as Record<string, unknown>).filter(
    (entry): entry is [string, Record<string, unknown>] => typeof entry[1] === 'object' && entry[1] !== null,
  );
}
