import { REFERENTIAL_ACTIONS, type ReferentialAction } from '../../db/dialects/column-definition.js';
import { parseMeta, type MetaSpec } from '../fields/parse-meta.js';
import { Problems } from '../fields/problems.js';

/** `directus_relations` columns a client may set. */
const RELATION_META_SPEC: MetaSpec = {
  one_field: { kind: 'string', max: 64 },
  one_collection_field: { kind: 'string', max: 64 },
  one_allowed_collections: { kind: 'csvList' },
  junction_field: { kind: 'string', max: 64 },
  sort_field: { kind: 'string', max: 64 },
  one_deselect_action: { kind: 'enum', values: ['nullify', 'delete'] },
};

const IGNORED_META_KEYS = ['id', 'many_collection', 'many_field', 'one_collection', 'system'];
/** Keys of a relation's `schema` as read back; only the actions can be set. */
const READ_ONLY_SCHEMA_KEYS = ['constraint_name', 'table', 'column', 'foreign_key_table', 'foreign_key_column', 'foreign_key_schema'];

export interface ForeignKeyInput {
  onDelete?: ReferentialAction;
  onUpdate?: ReferentialAction | null;
}

export interface RelationInput {
  collection: string;
  field: string;
  /** Null for a many-to-any relation; undefined when an update leaves it out. */
  relatedCollection?: string | null;
  /** Storage form (one_allowed_collections as CSV), or null when none was sent. */
  meta: Record<string, unknown> | null;
  /** Undefined: not sent (create: a foreign key with defaults; update: unchanged). Null: no foreign key. */
  schema?: ForeignKeyInput | null;
}

/** Checks the shape of a relation payload; names and references are checked against the model later. */
export function parseRelationInput(raw: unknown, mode: 'create' | 'update'): RelationInput {
  const problems = new Problems();
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    problems.add('A relation must be an object');
    problems.throwIfAny();
  }
  const body = raw as Record<string, unknown>;
  if (mode === 'create') {
    if (typeof body.collection !== 'string' || body.collection === '') problems.add('"collection" is required');
    if (typeof body.field !== 'string' || body.field === '') problems.add('"field" is required');
  }
  const related = body.related_collection;
  if (related !== undefined && related !== null && (typeof related !== 'string' || related === ''))
    problems.add('"related_collection" must be a collection name or null');
  const meta = parseMeta(body.meta, RELATION_META_SPEC, 'meta', problems, IGNORED_META_KEYS);
  const schema = parseForeignKey(body.schema, problems);
  problems.throwIfAny();
  return {
    collection: typeof body.collection === 'string' ? body.collection : '',
    field: typeof body.field === 'string' ? body.field : '',
    ...(related === undefined ? (mode === 'create' ? { relatedCollection: null } : {}) : { relatedCollection: related as string | null }),
    meta,
    ...(body.schema === undefined ? {} : { schema }),
  };
}

function parseForeignKey(raw: unknown, problems: Problems): ForeignKeyInput | null {
  if (raw === null || raw === undefined) return null;
  if (typeof raw !== 'object' || Array.isArray(raw)) {
    problems.add('"schema" must be an object or null');
    return null;
  }
  const input: ForeignKeyInput = {};
  for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
    if (READ_ONLY_SCHEMA_KEYS.includes(key)) continue;
    if (key !== 'on_delete' && key !== 'on_update') {
      problems.add(`Unknown schema option "${key}"`);
      continue;
    }
    const action = typeof value === 'string' ? value.toUpperCase() : value;
    if (key === 'on_update' && action === null) input.onUpdate = null;
    else if (!(REFERENTIAL_ACTIONS as readonly unknown[]).includes(action))
      problems.add(`"schema.${key}" must be one of ${REFERENTIAL_ACTIONS.join(', ')}`);
    else if (key === 'on_delete') input.onDelete = action as ReferentialAction;
    else input.onUpdate = action as ReferentialAction;
  }
  return input;
}
