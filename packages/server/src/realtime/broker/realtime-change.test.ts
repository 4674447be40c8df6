import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createEventBus } from '../../events/event-bus.js';
import { createLocalMessageBus } from '../../sync/message-bus.js';
import { ChangeQueue, coalesce, MAX_MERGED_KEYS } from './change-queue.js';
import {
  announceChanges,
  changeEventNames,
  changeOfAction,
  DELETE_READERS,
  parseChange,
  REALTIME_CHANNEL,
  type RealtimeChange,
} from './realtime-change.js';
import { fuzzRuns } from '../../../test/harness/slow-tests.js';

describe('realtime changes', () => {
  it('hears items and system collections, never extensions', () => {
    const names = changeEventNames().map((entry) => entry.name);
    for (const name of [
      'items.create',
      'items.update',
      'items.delete',
      'users.update',
      'roles.create',
      'collections.create',
      'fields.delete',
      'relations.update',
    ])
      expect(names).toContain(name);
    expect(names.some((name) => /^(extensions|sessions|migrations)\./.test(name))).toBe(false);
  });

  it('turns action metas into changes: `key` of a create, `keys` of others, `parent` of fields', () => {
    expect(changeOfAction('create', { collection: 'a', key: 5 })).toEqual({ collection: 'a', action: 'create', keys: [5] });
    expect(changeOfAction('update', { collection: 'a', keys: ['x', 'y'] })).toEqual({
      collection: 'a',
      action: 'update',
      keys: ['x', 'y'],
    });
    expect(changeOfAction('create', { collection: 'directus_fields', key: 'f', parent: 'a' })).toEqual({
      collection: 'directus_fields',
      action: 'create',
      keys: ['f'],
      parent: 'a',
    });
    expect(changeOfAction('delete', { collection: 'a', keys: [] })).toBeNull();
    expect(changeOfAction('delete', { keys: [1] })).toBeNull();
  });

  it('publishes committed writes on the bus, split into bounded changes', async () => {
    const events = createEventBus({ error: () => {} });
    const bus = createLocalMessageBus();
    const heard: unknown[] = [];
    bus.subscribe(REALTIME_CHANNEL, (message) => heard.push(message));
    const stop = announceChanges(events, bus);
    events.emitAction('items.delete', { collection: '__proto__', keys: Array.from({ length: 2_500 }, (_, index) => index) });
    await new Promise((resolve) => setImmediate(resolve));
    expect(heard.map((message) => (message as RealtimeChange).keys.length)).toEqual([1_000, 1_000, 500]);
    expect((heard[0] as RealtimeChange).collection).toBe('__proto__');
    stop();
    events.emitAction('items.delete', { collection: 'a', keys: [1] });
    await new Promise((resolve) => setImmediate(resolve));
    expect(heard).toHaveLength(3);
  });

  it('parses any bus message without throwing, accepting only well-formed changes', () => {
    fc.assert(
      fc.property(fc.anything(), (message) => {
        const change = parseChange(message);
        if (change === null) return;
        expect(typeof change.collection).toBe('string');
        expect(['create', 'update', 'delete']).toContain(change.action);
        expect(change.keys.every((key) => typeof key === 'string' || Number.isFinite(key))).toBe(true);
      }),
      { numRuns: fuzzRuns(500) },
    );
    expect(parseChange({ collection: 'a', action: 'update', keys: [1, 'b'] })).toEqual({
      collection: 'a',
      action: 'update',
      keys: [1, 'b'],
    });
    expect(parseChange({ collection: 'a', action: 'update', keys: [Number.NaN] })).toBeNull();
    expect(parseChange({ collection: 'a', action: 'update', keys: Array.from({ length: 1_001 }, () => 1) })).toBeNull();
  });

  it('coalesces adjacent changes of one action and keeps the order across actions', () => {
    const change = (action: RealtimeChange['action'], ...keys: number[]): RealtimeChange => ({ collection: 'a', action, keys });
    expect(
      coalesce([
        change('create', 1),
        change('create', 2),
        change('update', 1),
        change('update', 1, 3),
        change('delete', 2),
        change('create', 4),
      ]),
    ).toEqual([change('create', 1, 2), change('update', 1, 3), change('delete', 2), change('create', 4)]);
    expect(
      coalesce([
        { ...change('create', 1), parent: 'x' },
        { ...change('create', 2), parent: 'y' },
      ]),
    ).toHaveLength(2);
    // A burst is cut into bounded re-reads.
    const burst = Array.from({ length: 2_500 }, (_, index) => change('create', index));
    expect(coalesce(burst).map((merged) => merged.keys.length)).toEqual([MAX_MERGED_KEYS, MAX_MERGED_KEYS, 500]);
  });

  it("carries a delete's readers (symbol-keyed in the meta, never in JSON), each part of a split delete with its own keys", async () => {
    const events = createEventBus({ error: () => {} });
    const bus = createLocalMessageBus();
    const heard: RealtimeChange[] = [];
    bus.subscribe(REALTIME_CHANNEL, (message) => heard.push(message as RealtimeChange));
    const stop = announceChanges(events, bus);
    const keys = Array.from({ length: 1_500 }, (_, index) => index);
    const meta = { collection: 'a', keys, [DELETE_READERS]: [['{"x":1}', [0, 1_200]]] };
    expect(JSON.stringify(meta)).not.toContain('x');
    events.emitAction('items.delete', meta);
    await new Promise((resolve) => setImmediate(resolve));
    stop();
    expect(heard.map((change) => change.readable)).toEqual([[['{"x":1}', [0]]], [['{"x":1}', [1_200]]]]);
    // An update never carries readers, whatever its meta says.
    expect(changeOfAction('update', meta)).not.toHaveProperty('readable');
  });

  it('refuses malformed or oversized readers from the bus', () => {
    const base = { collection: 'a', action: 'delete', keys: [1] };
    expect(parseChange({ ...base, readable: [['{}', [1]]] })).toEqual({ ...base, readable: [['{}', [1]]] });
    for (const readable of [
      {},
      [['{}']],
      [[1, [1]]],
      [['{}', [Number.NaN]]],
      [['x'.repeat(20_001), [1]]],
      Array.from({ length: 1_001 }, () => ['{}', [1]]),
      [['__proto__', { length: 1 }]],
    ])
      expect(parseChange({ ...base, readable })).toBeNull();
  });

  it("merges adjacent deletes' readers: a rule saw a key if it saw it in either", () => {
    const merged = coalesce([
      { collection: 'a', action: 'delete', keys: [1, 2], readable: [['f', [1]]] },
      { collection: 'a', action: 'delete', keys: [3] },
      {
        collection: 'a',
        action: 'delete',
        keys: [4],
        readable: [
          ['f', [4]],
          ['g', [4]],
        ],
      },
    ]);
    expect(merged).toEqual([
      {
        collection: 'a',
        action: 'delete',
        keys: [1, 2, 3, 4],
        readable: [
          ['f', [1, 4]],
          ['g', [4]],
        ],
      },
    ]);
  });

  it('dispatches the changes of a collection one after another, in order, merging those that waited', async () => {
    const seen: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const queue = new ChangeQueue(async (change) => {
      seen.push(`${change.collection}:${change.action}:${change.keys.join(',')}`);
      if (change.keys[0] === 1) await gate;
    });
    queue.push({ collection: 'a', action: 'create', keys: [1] });
    await new Promise((resolve) => setTimeout(resolve, 10));
    // These wait behind the first, which is still being dispatched.
    queue.push({ collection: 'a', action: 'update', keys: [2] });
    queue.push({ collection: 'a', action: 'update', keys: [3] });
    queue.push({ collection: 'a', action: 'delete', keys: [2] });
    queue.push({ collection: '__proto__', action: 'create', keys: [9] });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(seen).toEqual(['a:create:1', '__proto__:create:9']);
    release();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(seen).toEqual(['a:create:1', '__proto__:create:9', 'a:update:2,3', 'a:delete:2']);
    await queue.close();
    queue.push({ collection: 'a', action: 'create', keys: [4] });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(seen).toHaveLength(4);
  });
});
