import { FIELD_TYPES } from '@tessera/shared';
import { invalidPayload } from '../../errors/error-helpers.js';
import { Problems } from '../fields/problems.js';
import { TESSERA_VERSION } from '../server/read-server-info.js';
import { SNAPSHOT_VENDORS, type Snapshot } from './snapshot-types.js';

type Json = Record<string, unknown>;

/** Problems reported at most per answer: a garbage file gets a readable error, not thousands. */
const MAX_PROBLEMS = 20;

const ENTRY_KEYS = {
  collections: ['collection', 'meta', 'schema'],
  fields: ['collection', 'field', 'type', 'meta', 'schema'],
  relations: ['collection', 'field', 'related_collection', 'meta', 'schema'],
} as const;

/**
 * Checks that `value` has the shape of a snapshot (the reference's snapshot schema: version 1, the
 * version it was made by, an optional vendor, and lists of collections, fields and relations
 * whose names are strings) and answers it typed. Problems are INVALID_PAYLOAD, worded after the
 * reference's (`"fields[3].type" must be one of …`). `systemFields` of newer snapshots is accepted
 * and left out.
 */
export function validateSnapshot(value: unknown): Snapshot {
  const problems = new Problems();
  const add = (reason: string) => {
    if (problems.list.length < MAX_PROBLEMS) problems.add(reason);
  };
  if (!isObject(value)) throw invalidPayload('"value" must be of type object');
  for (const key of Object.keys(value))
    if (!['version', 'directus', 'vendor', 'collections', 'fields', 'relations', 'systemFields'].includes(key))
      add(`"${key}" is not allowed`);
  if (value.version !== 1) add('"version" must be [1]');
  if (typeof value.directus !== 'string') add('"directus" must be a string');
  if (value.vendor !== undefined && !(SNAPSHOT_VENDORS as readonly unknown[]).includes(value.vendor))
    add(`"vendor" must be one of [${SNAPSHOT_VENDORS.join(', ')}]`);
  if (value.systemFields !== undefined && !Array.isArray(value.systemFields)) add('"systemFields" must be an array');
  for (const list of ['collections', 'fields', 'relations'] as const) {
    const entries = value[list];
    if (!Array.isArray(entries)) {
      add(`"${list}" must be an array`);
      continue;
    }
    const seen = new Set<string>();
    entries.forEach((entry: unknown, index) => {
      const label = `${list}[${index}]`;
      if (!isObject(entry)) return add(`"${label}" must be of type object`);
      for (const key of Object.keys(entry))
        if (!(ENTRY_KEYS[list] as readonly string[]).includes(key)) add(`"${label}.${key}" is not allowed`);
      checkName(entry, 'collection', label, add);
      if (list !== 'collections') checkName(entry, 'field', label, add);
      if (entry.meta !== undefined && entry.meta !== null && !isObject(entry.meta)) add(`"${label}.meta" must be of type object`);
      if (entry.schema !== undefined && entry.schema !== null && !isObject(entry.schema)) add(`"${label}.schema" must be of type object`);
      if (list === 'collections') checkCollectionSchema(entry, label, add);
      if (list === 'fields') checkField(entry, label, add);
      if (list === 'relations' && entry.related_collection !== undefined && entry.related_collection !== null) {
        if (typeof entry.related_collection !== 'string') add(`"${label}.related_collection" must be a string or null`);
      }
      const names = list === 'collections' ? [entry.collection] : [entry.collection, entry.field];
      if (!names.every((part) => typeof part === 'string')) return;
      const key = names.join('\u0000');
      if (seen.has(key)) add(`"${label}" appears more than once`);
      seen.add(key);
    });
  }
  problems.throwIfAny();
  return normalized(value);
}

/** Directus 10 releases (`10.13.4`, `10.0.0-rc.1`): this server keeps their system tables and API, so their snapshots carry over. */
const DIRECTUS_10 = /^10\.\d+\.\d+(?:[-+][0-9A-Za-z.-]+)?$/;

/**
 * The reference's checks of where a snapshot comes from, skipped with `?force`: a version this
 * server reads (its own, or any Directus 10.x, whose data model it shares) and the same kind of
 * database as this instance.
 */
export function assertSameOrigin(snapshot: Snapshot, vendor: string, force: boolean): void {
  if (force) return;
  const bypass = 'You can bypass this check by passing the "force" query parameter';
  if (snapshot.directus !== TESSERA_VERSION && !DIRECTUS_10.test(snapshot.directus))
    throw invalidPayload(
      `Provided snapshot's directus version ${snapshot.directus} does not match the current instance's version ${TESSERA_VERSION}, ` +
        `and is not a Directus 10.x version whose snapshots it accepts. ${bypass}`,
    );
  if (!snapshot.vendor) throw invalidPayload(`Provided snapshot does not contain the "vendor" property. ${bypass}`);
  if (snapshot.vendor !== vendor)
    throw invalidPayload(`Provided snapshot's vendor ${snapshot.vendor} does not match the current instance's vendor ${vendor}. ${bypass}`);
}

function checkName(entry: Json, key: string, label: string, add: (reason: string) => void): void {
  const name = entry[key];
  if (typeof name !== 'string' || name === '') add(`"${label}.${key}" must be a non-empty string`);
  else if (name.length > 64) add(`"${label}.${key}" must be at most 64 characters long`);
  else if (name === '__proto__') add(`"${label}.${key}" can't be "__proto__"`);
}

function checkCollectionSchema(entry: Json, label: string, add: (reason: string) => void): void {
  if (isObject(entry.schema) && entry.schema.name !== undefined && typeof entry.schema.name !== 'string')
    add(`"${label}.schema.name" must be a string`);
}

function checkField(entry: Json, label: string, add: (reason: string) => void): void {
  if (entry.type !== null && !(FIELD_TYPES as readonly unknown[]).includes(entry.type))
    add(`"${label}.type" must be one of [${FIELD_TYPES.join(', ')}]`);
  if (!isObject(entry.schema)) return;
  const { max_length: maxLength, is_nullable: isNullable } = entry.schema;
  if (maxLength !== undefined && maxLength !== null && typeof maxLength !== 'number' && typeof maxLength !== 'string')
    add(`"${label}.schema.max_length" must be a number, a string or null`);
  if (isNullable !== undefined && typeof isNullable !== 'boolean') add(`"${label}.schema.is_nullable" must be a boolean`);
}

/** The checked snapshot with absent metas as null and without `systemFields`. */
function normalized(value: Json): Snapshot {
  const withMeta = <T extends Json>(entry: T) => ({ ...entry, meta: entry.meta ?? null });
  return {
    version: 1,
    directus: value.directus as string,
    ...(value.vendor === undefined ? {} : { vendor: value.vendor as Snapshot['vendor'] }),
    collections: (value.collections as Json[]).map((entry) => withTesseraMeta(withMeta(entry))) as unknown as Snapshot['collections'],
    fields: (value.fields as Json[]).map((entry) => ({ ...withMeta(entry), type: entry.type ?? null })) as unknown as Snapshot['fields'],
    relations: (value.relations as Json[]).map((entry) => ({
      ...withMeta(entry),
      related_collection: entry.related_collection ?? null,
    })) as unknown as Snapshot['relations'],
  };
}

/**
 * Collection options that only Tessera has, at their defaults: a snapshot written by Directus (or by
 * an older Tessera) lacks them, and means what a collection created without them gets, not their removal.
 */
const TESSERA_COLLECTION_META_DEFAULTS: Readonly<Json> = { trash: false };

/**
 * `snapshot` with Tessera's own collection options at their defaults where it leaves them out, as
 * validateSnapshot() reads a submitted one: the live snapshot omits `trash` when it is off (the
 * reference's keys only), so a diff compares both sides read the same way.
 */
export function withTesseraCollectionDefaults(snapshot: Snapshot): Snapshot {
  const collections = (snapshot.collections as unknown as Array<Json & { meta: unknown }>).map(withTesseraMeta);
  return { ...snapshot, collections: collections as unknown as Snapshot['collections'] };
}

function withTesseraMeta(entry: Json & { meta: unknown }): Json {
  if (!isObject(entry.meta)) return entry;
  return { ...entry, meta: { ...TESSERA_COLLECTION_META_DEFAULTS, ...entry.meta } };
}

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
