import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AppErrorList, isAppError } from '../../errors/app-error.js';
import { diffSnapshots } from './diff-snapshots.js';
import { parseSnapshotText } from './parse-snapshot-text.js';
import { planDiff } from './plan-diff.js';
import type { Snapshot } from './snapshot-types.js';
import { validateDiffShape } from './validate-diff.js';
import { validateSnapshot } from './validate-snapshot.js';
import { fuzzRuns } from '../../../test/harness/slow-tests.js';

const NAMES = ['notes', 'people', '__proto__', 'constructor', 'toString', '', 'a'.repeat(70)];
const name = fc.oneof(fc.constantFrom(...NAMES), fc.string({ maxLength: 8 }));
const anything = fc.anything({ maxDepth: 4, withNullPrototype: true, withObjectString: true });
const meta = fc.oneof(fc.constant(null), fc.dictionary(name, fc.jsonValue({ maxDepth: 3 }), { maxKeys: 4 }), anything);
const schema = fc.oneof(
  fc.constant(null),
  fc.constant(undefined),
  fc.record({ name: fc.oneof(name, anything) }, { requiredKeys: [] }),
  anything,
);

const collection = fc.record({ collection: fc.oneof(name, anything), meta, schema }, { requiredKeys: ['collection'] });
const field = fc.record(
  {
    collection: name,
    field: fc.oneof(name, anything),
    type: fc.oneof(fc.constantFrom('string', 'alias', 'integer', 'bogus', null), anything),
    meta,
    schema,
  },
  { requiredKeys: ['collection', 'field'] },
);
const relation = fc.record(
  { collection: name, field: name, related_collection: fc.oneof(name, fc.constant(null), anything), meta, schema },
  { requiredKeys: [] },
);
const snapshotLike = fc.record(
  {
    version: fc.oneof(fc.constant(1), anything),
    directus: fc.oneof(fc.constant('0.1.0'), anything),
    vendor: fc.oneof(fc.constantFrom('sqlite', 'postgres', 'nope'), anything),
    collections: fc.oneof(fc.array(collection, { maxLength: 5 }), anything),
    fields: fc.oneof(fc.array(field, { maxLength: 6 }), anything),
    relations: fc.oneof(fc.array(relation, { maxLength: 4 }), anything),
  },
  { requiredKeys: [] },
);
const path = fc.array(fc.oneof(name, fc.integer({ min: -2, max: 5 }), anything), { maxLength: 5 });
const entry = fc.oneof(
  fc.record({ kind: fc.constantFrom('N', 'D', 'E', 'A', 'X'), path, lhs: anything, rhs: anything }, { requiredKeys: ['kind'] }),
  fc.record({ kind: fc.constant('A'), path, index: fc.oneof(fc.integer({ min: -1, max: 4 }), anything), item: anything }),
  anything,
);
const changes = fc.array(entry, { maxLength: 4 });
const diffLike = fc.record(
  {
    hash: fc.oneof(fc.string(), anything),
    diff: fc.oneof(
      fc.record(
        {
          collections: fc.oneof(fc.array(fc.record({ collection: name, diff: changes }), { maxLength: 3 }), anything),
          fields: fc.oneof(fc.array(fc.record({ collection: name, field: name, diff: changes }), { maxLength: 3 }), anything),
          relations: fc.oneof(
            fc.array(fc.record({ collection: name, field: name, related_collection: fc.oneof(name, fc.constant(null)), diff: changes }), {
              maxLength: 3,
            }),
            anything,
          ),
        },
        { requiredKeys: [] },
      ),
      anything,
    ),
  },
  { requiredKeys: [] },
);

/** The validators may only throw the server's own error (one, or several at once). */
function onlyAppErrors(run: () => unknown): void {
  try {
    run();
  } catch (error) {
    const isOwn = isAppError(error) || (error instanceof AppErrorList && error.errors.every(isAppError));
    if (!isOwn) throw error;
    const errors = error instanceof AppErrorList ? error.errors : [error];
    expect(errors.every((e) => e.code === 'INVALID_PAYLOAD')).toBe(true);
  }
}

const CURRENT: Snapshot = {
  version: 1,
  directus: '0.1.0',
  vendor: 'sqlite',
  collections: [{ collection: 'notes', meta: { icon: 'note', group: null }, schema: { name: 'notes' } }],
  fields: [
    {
      collection: 'notes',
      field: 'title',
      type: 'string',
      meta: { note: 'x', options: { list: [1, 2] } },
      schema: { name: 'title', max_length: 255 },
    },
  ],
  relations: [
    { collection: 'notes', field: 'owner', related_collection: 'people', meta: { one_field: null }, schema: { on_delete: 'SET NULL' } },
  ],
};

describe('schema snapshot and diff validation (fuzz)', () => {
  it('validates any snapshot-like value, then diffs and plans it, throwing nothing but INVALID_PAYLOAD', () => {
    fc.assert(
      fc.property(fc.oneof(snapshotLike, anything), (value) =>
        onlyAppErrors(() => {
          const snapshot = validateSnapshot(value);
          const diff = diffSnapshots(CURRENT, snapshot);
          planDiff(CURRENT, diff);
        }),
      ),
      { numRuns: fuzzRuns(1500) },
    );
  });

  it('validates any apply body, then plans it against a model, throwing nothing but INVALID_PAYLOAD', () => {
    fc.assert(
      fc.property(fc.oneof(diffLike, anything), (value) =>
        onlyAppErrors(() => {
          const payload = validateDiffShape(value);
          planDiff(CURRENT, payload.diff);
        }),
      ),
      { numRuns: fuzzRuns(1500) },
    );
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('parses any text as JSON or YAML, throwing nothing but INVALID_PAYLOAD', () => {
    const text = fc.oneof(
      fc.string({ maxLength: 200 }),
      fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)),
      fc.constantFrom('a: &a [1]\nb: *a\n', '!!js/function "x"', '? [a]\n: b', '__proto__: {x: 1}', '- !!binary aGk='),
    );
    fc.assert(
      fc.property(text, fc.constantFrom('json' as const, 'yaml' as const), (value, format) =>
        onlyAppErrors(() => validateSnapshot(parseSnapshotText(value, format))),
      ),
      { numRuns: fuzzRuns(1500) },
    );
  });
});
