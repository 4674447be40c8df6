import { invalidPayload } from '../../errors/error-helpers.js';
import type { DiffEntry } from '../../utils/deep-diff.js';
import { Problems } from '../fields/problems.js';
import type { Snapshot, SnapshotDiffWithHash } from './snapshot-types.js';

type Json = Record<string, unknown>;

const MAX_PROBLEMS = 20;
/** Deepest path a change may have: meta options nest, but not this far. */
const MAX_PATH_LENGTH = 64;

const LISTS = {
  collections: ['collection', 'diff'],
  fields: ['collection', 'field', 'diff'],
  relations: ['collection', 'field', 'related_collection', 'diff'],
} as const;

/**
 * Checks the shape of a `POST /schema/apply` body (the reference's apply schema): a `hash`, and
 * `diff` with lists of collection, field and relation changes made of deep-diff entries. Every
 * problem found (up to 20) is answered as INVALID_PAYLOAD; nothing else is thrown.
 */
export function validateDiffShape(value: unknown): SnapshotDiffWithHash {
  const problems = new Problems();
  const add = (reason: string) => {
    if (problems.list.length < MAX_PROBLEMS) problems.add(reason);
  };
  if (!isObject(value)) throw invalidPayload('"value" must be of type object');
  for (const key of Object.keys(value)) if (key !== 'hash' && key !== 'diff') add(`"${key}" is not allowed`);
  if (typeof value.hash !== 'string' || value.hash === '') add('"hash" is required');
  if (!isObject(value.diff)) {
    add('"diff" is required');
    problems.throwIfAny();
  }
  const diff = value.diff as Json;
  for (const key of Object.keys(diff)) if (!(key in LISTS) && key !== 'systemFields') add(`"diff.${key}" is not allowed`);
  if (diff.systemFields !== undefined && (!Array.isArray(diff.systemFields) || diff.systemFields.length > 0))
    add('"diff.systemFields" must be empty: indexes of system fields are not changed by this server');
  for (const [list, keys] of Object.entries(LISTS) as Array<[keyof typeof LISTS, readonly string[]]>) {
    const entries = diff[list];
    if (!Array.isArray(entries)) {
      add(`"diff.${list}" must be an array`);
      continue;
    }
    entries.forEach((entry: unknown, index) => {
      const label = `diff.${list}[${index}]`;
      if (!isObject(entry)) return add(`"${label}" must be of type object`);
      for (const key of Object.keys(entry)) if (!keys.includes(key) && key !== 'hash') add(`"${label}.${key}" is not allowed`);
      for (const key of keys.filter((k) => k === 'collection' || k === 'field'))
        if (typeof entry[key] !== 'string' || entry[key] === '' || entry[key] === '__proto__') add(`"${label}.${key}" must be a name`);
      if (list === 'relations' && entry.related_collection !== null && typeof entry.related_collection !== 'string')
        add(`"${label}.related_collection" must be a string or null`);
      if (!Array.isArray(entry.diff) || entry.diff.length === 0) return add(`"${label}.diff" must be a non-empty array`);
      entry.diff.forEach((change: unknown, at) => checkEntry(change, `${label}.diff[${at}]`, add, true));
    });
  }
  problems.throwIfAny();
  return value as unknown as SnapshotDiffWithHash;
}

function checkEntry(change: unknown, label: string, add: (reason: string) => void, allowArray: boolean): void {
  if (!isObject(change)) return add(`"${label}" must be of type object`);
  const kind = change.kind;
  if (kind !== 'N' && kind !== 'D' && kind !== 'E' && (kind !== 'A' || !allowArray))
    return add(`"${label}.kind" must be one of [N, D, E${allowArray ? ', A' : ''}]`);
  const allowed = [
    'kind',
    'path',
    ...(kind === 'N' ? ['rhs'] : kind === 'D' ? ['lhs'] : kind === 'E' ? ['lhs', 'rhs'] : ['index', 'item']),
  ];
  for (const key of Object.keys(change)) if (!allowed.includes(key)) add(`"${label}.${key}" is not allowed`);
  if (change.path !== undefined) {
    const path = change.path;
    if (!Array.isArray(path) || path.length > MAX_PATH_LENGTH || !path.every((s) => typeof s === 'string' || Number.isSafeInteger(s)))
      add(`"${label}.path" must be a list of at most ${MAX_PATH_LENGTH} keys and indexes`);
    else if (path.includes('__proto__')) add(`"${label}.path" can't contain "__proto__"`);
  }
  if ((kind === 'N' || kind === 'E') && !('rhs' in change)) add(`"${label}.rhs" is required`);
  if ((kind === 'D' || kind === 'E') && !('lhs' in change)) add(`"${label}.lhs" is required`);
  if (kind === 'A') {
    if (!Number.isSafeInteger(change.index) || (change.index as number) < 0) add(`"${label}.index" must be an index`);
    checkEntry(change.item, `${label}.item`, add, false);
    if (isObject(change.item) && change.item.path !== undefined) add(`"${label}.item.path" is not allowed`);
  }
}

/**
 * The reference's check that a diff still fits the live schema: a matching hash passes; otherwise
 * the first change that no longer fits (creating what exists, deleting what is gone) is named,
 * and failing that the hash mismatch itself. Returns false when there is nothing to apply.
 */
export function assertDiffApplies(payload: SnapshotDiffWithHash, current: Snapshot, currentHash: string): boolean {
  const { diff } = payload;
  if (diff.collections.length === 0 && diff.fields.length === 0 && diff.relations.length === 0) return false;
  if (payload.hash === currentHash) return true;
  const again = 'Please generate a new diff and try again';
  const collections = new Set(current.collections.map((c) => c.collection));
  for (const { collection, diff: changes } of diff.collections) {
    if (isCreate(changes) && collections.has(collection))
      throw invalidPayload(`Provided diff is trying to create collection "${collection}" but it already exists. ${again}`);
    if (isDelete(changes) && !collections.has(collection))
      throw invalidPayload(`Provided diff is trying to delete collection "${collection}" but it does not exist. ${again}`);
  }
  const fields = new Set(current.fields.map((f) => `${f.collection}.${f.field}`));
  for (const { collection, field, diff: changes } of diff.fields) {
    const name = `${collection}.${field}`;
    if (isCreate(changes) && fields.has(name))
      throw invalidPayload(`Provided diff is trying to create field "${name}" but it already exists. ${again}`);
    if (isDelete(changes) && !fields.has(name))
      throw invalidPayload(`Provided diff is trying to delete field "${name}" but it does not exist. ${again}`);
  }
  const relations = new Set(current.relations.map((r) => `${r.collection}.${r.field}`));
  for (const relation of diff.relations) {
    const key = `${relation.collection}.${relation.field}`;
    const name = relation.related_collection ? `${key}-> ${relation.related_collection}` : key;
    if (isCreate(relation.diff) && relations.has(key))
      throw invalidPayload(`Provided diff is trying to create relation "${name}" but it already exists. ${again}`);
    if (isDelete(relation.diff) && !relations.has(key))
      throw invalidPayload(`Provided diff is trying to delete relation "${name}" but it does not exist. ${again}`);
  }
  throw invalidPayload(
    `Provided hash does not match the current instance's schema hash, indicating the schema has changed after this diff was generated. ${again}`,
  );
}

/** A change of the whole entry (no path): its creation or its removal. */
export function isCreate(changes: readonly DiffEntry[]): boolean {
  return changes[0]?.kind === 'N' && (changes[0].path ?? []).length === 0;
}

export function isDelete(changes: readonly DiffEntry[]): boolean {
  return changes[0]?.kind === 'D' && (changes[0].path ?? []).length === 0;
}

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
