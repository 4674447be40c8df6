import type { ColumnDefinition, ColumnType } from '../../db/dialects/column-definition.js';
import type { Dialect } from '../../db/dialects/dialect.js';
import { insertRow } from '../../schema/metadata-writes.js';
import type { SchemaChange } from '../../schema/run-schema-change.js';
import { columnOfField } from '../fields/column-of-field.js';
import { assertGeometrySupported } from '../fields/create-field.js';
import { parseFieldInput, type FieldInput } from '../fields/field-input.js';
import { insertFieldMeta } from '../fields/insert-field-meta.js';
import { parseMeta } from '../fields/parse-meta.js';
import { Problems } from '../fields/problems.js';
import { nameProblem, sameName } from '../fields/validate-name.js';
import { checkCollectionMeta, type FieldFacts } from './check-collection-meta.js';
import { COLLECTION_META_SPEC, IGNORED_COLLECTION_META_KEYS } from './collection-meta-spec.js';

export interface CollectionInput {
  collection: string;
  /** `directus_collections` values in storage form, or null when none were sent. */
  meta: Record<string, unknown> | null;
  /** False for a folder (`schema: null`): a metadata row that groups collections, no table. */
  hasTable: boolean;
  fields: FieldInput[];
}

/** Table options as read back; a client may send them again. */
const READ_ONLY_SCHEMA_KEYS = ['name', 'comment', 'schema', 'sql'];

/** The reference's default key when a new collection names none: an auto-increment integer `id`. */
const DEFAULT_PRIMARY_KEY: FieldInput = {
  field: 'id',
  type: 'integer',
  schema: { primary: true, autoIncrement: true },
  meta: { hidden: true, interface: 'numeric', readonly: true },
};

/** Checks the shape of `POST /collections` (one collection); every problem is reported at once. */
export function parseCollectionInput(raw: unknown, dialect: Dialect): CollectionInput {
  const problems = new Problems();
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    problems.add('A collection must be an object');
    problems.throwIfAny();
  }
  const body = raw as Record<string, unknown>;
  const issue = nameProblem('collection', body.collection, dialect);
  if (issue) problems.add(issue);
  const schema = body.schema;
  if (schema !== undefined && schema !== null && (typeof schema !== 'object' || Array.isArray(schema)))
    problems.add('"schema" must be an object (a table) or null (a folder)');
  const unknown =
    typeof schema === 'object' && schema !== null ? Object.keys(schema).filter((key) => !READ_ONLY_SCHEMA_KEYS.includes(key)) : [];
  if (unknown.length > 0) problems.add(`Unknown schema options: ${unknown.join(', ')}`);
  const meta = parseMeta(body.meta, COLLECTION_META_SPEC, 'meta', problems, IGNORED_COLLECTION_META_KEYS);
  if (body.fields !== undefined && body.fields !== null && !Array.isArray(body.fields)) problems.add('"fields" must be a list');
  const rawFields = Array.isArray(body.fields) ? body.fields : [];
  const fields = rawFields
    .map((field) => parseFieldInput(field, { dialect, mode: 'create' }, problems))
    .filter((field): field is FieldInput => field !== null);
  problems.throwIfAny();
  // Like the reference, a collection without `schema` is a folder.
  return { collection: body.collection as string, meta, hasTable: typeof schema === 'object' && schema !== null, fields };
}

/** Creates a collection: its table with every column in one statement, then the fields' and its own metadata. */
export async function createCollection(change: SchemaChange, input: CollectionInput): Promise<void> {
  const problems = new Problems();
  const name = input.collection;
  if (
    Object.keys(change.schema.collections).some((existing) => sameName(existing, name)) ||
    change.tables.some((table) => sameName(table, name))
  ) {
    problems.add(`Collection "${name}" already exists`);
  }
  const fields = input.hasTable ? withPrimaryKey(input.fields, problems) : input.fields;
  if (!input.hasTable && fields.length > 0) problems.add(`Collection "${name}" is a folder (schema: null) and can't have fields`);
  const columns = columnsOf(fields, problems);
  if (input.meta) checkCollectionMeta(change.schema, name, input.meta, factsOf(fields, columns), problems);
  checkFieldGroups(fields, problems);
  problems.throwIfAny();
  for (const field of fields) await assertGeometrySupported(change, field.type ?? '');
  if (input.hasTable) change.undo(await change.dialect.createTable(change.db, name, columns));
  // The reference numbers the fields sent with their collection 1…n in their order (forms and default
  // columns follow it); a sort sent with a field is kept.
  for (const [index, field] of fields.entries()) {
    const meta = field.meta && { ...field.meta, sort: field.meta.sort ?? index + 1 };
    await insertFieldMeta(change, name, field.field, field.type!, meta);
  }
  if (input.meta || !input.hasTable) await insertRow(change, 'directus_collections', { ...input.meta, collection: name });
}

/** The fields with exactly one primary key: the given one, or the default `id` when none is marked. */
function withPrimaryKey(fields: FieldInput[], problems: Problems): FieldInput[] {
  const keys = fields.filter((field) => field.schema?.primary === true);
  if (keys.length > 1) problems.add(`A collection has one primary key, not ${keys.length} (${keys.map((k) => `"${k.field}"`).join(', ')})`);
  if (keys.length > 0) return fields;
  if (fields.some((field) => sameName(field.field, 'id'))) {
    problems.add('Field "id" must be the primary key (schema.is_primary_key: true), or mark another field as the key');
    return fields;
  }
  return [DEFAULT_PRIMARY_KEY, ...fields];
}

function columnsOf(fields: FieldInput[], problems: Problems): ColumnDefinition[] {
  const seen = new Set<string>();
  const columns: ColumnDefinition[] = [];
  for (const field of fields) {
    if (seen.has(field.field.toLowerCase())) problems.add(`Field "${field.field}" appears more than once`);
    seen.add(field.field.toLowerCase());
    if (field.type && field.type !== 'alias')
      columns.push(columnOfField(field.field, field.type as ColumnType, field.schema, null, problems));
  }
  return columns;
}

function factsOf(fields: FieldInput[], columns: ColumnDefinition[]): Map<string, FieldFacts> {
  return new Map(
    fields.map((field) => [
      field.field,
      { type: field.type!, isPrimaryKey: columns.some((c) => c.name === field.field && c.primary), isForeignKey: false },
    ]),
  );
}

export function checkFieldGroups(fields: FieldInput[], problems: Problems): void {
  for (const field of fields) {
    const group = field.meta?.group;
    if (typeof group === 'string' && (group === field.field || !fields.some((other) => other.field === group))) {
      problems.add(`"meta.group" of field "${field.field}" must name another field of the collection`);
    }
  }
}
