import { isSystemCollection } from '@tessera/shared';
import type { Access } from '../../../permissions/access.js';
import type { SchemaOverview } from '../../../schema/schema-overview.js';
import { nameTable } from '../../../utils/name-table.js';
import { collectionAccess, type DocumentedAccess } from './collection-access.js';
import { collectionPaths, type CollectionRoutes } from './collection-paths.js';
import { ComponentNames } from './component-names.js';
import { ERROR_RESPONSES, ERROR_SCHEMA, METADATA_SCHEMA } from './error-responses.js';
import { valueSchema } from './field-schema.js';
import { FIXED_SCHEMAS, FIXED_TAGS, mePaths, publicPaths, schemaPaths } from './fixed-paths.js';
import { itemSchema } from './item-schema.js';
import type { JsonSchema, PathItem, SystemRoute, Tag } from './openapi-types.js';
import { QUERY_PARAMETERS } from './query-parameters.js';

export interface OpenApiInput {
  schema: SchemaOverview;
  access: Access;
  /** System collections served by CRUD routes of their own (`/users`, `/roles`, …). */
  systemRoutes: readonly SystemRoute[];
  /** PUBLIC_URL: the server's address as clients reach it. */
  serverUrl: string;
  version: string;
}

interface Documented {
  collection: string;
  access: DocumentedAccess;
  path: string;
  singleton: boolean;
  style: CollectionRoutes['style'];
}

/** System collections REST serves as one object (`/settings`). */
const SYSTEM_SINGLETONS: readonly SystemRoute[] = [
  { collection: 'directus_settings', path: '/settings', adminWrites: false, ownRoutes: ['POST /'], readOnly: false },
];

/**
 * The OpenAPI 3.1 document of the API as `input.access` may use it: a path per collection route
 * with only the methods its rules allow, an item schema per collection with only the fields it may
 * read. Every table is sorted, so the same model and access give byte-identical JSON.
 */
export function buildOpenApiDocument(input: OpenApiInput): JsonSchema {
  const { schema, access } = input;
  const documented = documentedCollections(input);
  const names = new ComponentNames(['Error', 'Metadata', ...Object.keys(FIXED_SCHEMAS)]);
  for (const entry of documented) names.name(entry.collection);
  const byCollection = new Map(documented.map((entry) => [entry.collection, entry]));
  const nameOf = (collection: string) => (byCollection.has(collection) ? names.name(collection) : undefined);

  const schemas = nameTable<JsonSchema>([['Error', ERROR_SCHEMA], ['Metadata', METADATA_SCHEMA], ...Object.entries(FIXED_SCHEMAS)]);
  const paths: Array<[string, PathItem]> = [...publicPaths()];
  const tags: Tag[] = [...FIXED_TAGS];
  for (const entry of documented) {
    const name = names.name(entry.collection);
    schemas[name] = itemSchema(schema, entry.collection, entry.access.fields, nameOf);
    tags.push({ name, 'x-collection': entry.collection });
    if (!entry.access.atRoot) continue;
    const overview = schema.collections[entry.collection]!;
    const primary = overview.fields[overview.primary];
    paths.push(
      ...collectionPaths({
        collection: entry.collection,
        path: entry.path,
        name,
        singleton: entry.singleton,
        actions: entry.access.actions,
        style: entry.style,
        key: primary ? valueSchema(primary) : { type: ['string', 'integer'] },
      }),
    );
  }
  const canRead = (collection: string) => access.isAdmin || access.rule(collection, 'read') !== null;
  paths.push(...schemaPaths(canRead, access.isAdmin), ...mePaths(access.accountability.user ? nameOf('directus_users') : undefined));
  for (const name of ['Collections', 'Fields', 'Relations']) if (canRead(`directus_${name.toLowerCase()}`)) tags.push({ name });

  return {
    openapi: '3.1.0',
    info: {
      title: 'Dynamic API Specification',
      description: 'The API of this project as the caller may use it, generated from the live data model and permissions.',
      version: input.version,
    },
    servers: [{ url: input.serverUrl, description: 'This Tessera instance.' }],
    tags: tags.sort((a, b) => compare(a.name, b.name)),
    paths: sortedTable(paths),
    components: {
      schemas: sortedTable(Object.entries(schemas)),
      parameters: sortedTable(Object.entries(QUERY_PARAMETERS)),
      responses: sortedTable(Object.entries(ERROR_RESPONSES)),
      securitySchemes: {
        Auth: { type: 'http', scheme: 'bearer' },
        KeyAuth: { type: 'apiKey', in: 'query', name: 'access_token' },
      },
    },
    security: [{ Auth: [] }, { KeyAuth: [] }, {}],
  };
}

/** User collections under `/items/…`, system ones under their own routes; sorted by name. */
function documentedCollections({ schema, access, systemRoutes }: OpenApiInput): Documented[] {
  const routes = new Map([...systemRoutes, ...SYSTEM_SINGLETONS].map((route) => [route.collection, route]));
  const documented: Documented[] = [];
  for (const collection of Object.keys(schema.collections).sort(compare)) {
    const overview = schema.collections[collection]!;
    if (!overview.hasTable) continue;
    const system = isSystemCollection(collection) || collection.startsWith('directus_');
    const route = routes.get(collection);
    if (system && !route) continue;
    const found = collectionAccess(access, overview);
    if (!found) continue;
    if (route) {
      const writable = !route.readOnly && (access.isAdmin || !route.adminWrites);
      const { actions } = found;
      found.actions = {
        read: actions.read,
        create: writable && actions.create && !route.ownRoutes.includes('POST /'),
        update: writable && actions.update,
        delete: writable && actions.delete,
      };
    }
    documented.push({
      collection,
      access: found,
      path: route ? route.path : `/items/${encodeURIComponent(collection)}`,
      singleton: route ? SYSTEM_SINGLETONS.includes(route) : overview.singleton,
      style: route ? 'system' : 'items',
    });
  }
  return documented;
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function sortedTable<T>(entries: Array<[string, T]>): Record<string, T> {
  return nameTable(entries.sort(([a], [b]) => compare(a, b)));
}
