import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLocalMessageBus } from '../../sync/message-bus.js';
import { createReaderDirectory, READERS_CHANNEL } from './reader-directory.js';
import { fuzzRuns } from '../../../test/harness/slow-tests.js';

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('reader directory', () => {
  afterEach(() => void vi.useRealTimers());

  it("knows every instance's read filters by collection, and forgets them when their last holder goes", async () => {
    const bus = createLocalMessageBus();
    const a = createReaderDirectory(bus);
    const b = createReaderDirectory(bus);
    a.update('notes', new Set(['{"x":1}']));
    b.update('notes', new Set(['{"y":2}', '{"x":1}']));
    b.update('__proto__', new Set(['{"z":3}']));
    await tick();
    expect(a.filtersOf('notes').sort()).toEqual(['{"x":1}', '{"y":2}']);
    expect(a.filtersOf('__proto__')).toEqual(['{"z":3}']);
    expect(a.filtersOf('constructor')).toEqual([]);
    b.update('notes', new Set());
    await tick();
    expect(a.filtersOf('notes')).toEqual(['{"x":1}']);
    b.close();
    expect(a.filtersOf('__proto__')).toEqual([]);
    a.close();
  });

  it('tells a new instance what it holds, and forgets an instance silent for three heartbeats', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'Date'] });
    const bus = createLocalMessageBus();
    const old = createReaderDirectory(bus, { heartbeatMs: 1_000 });
    old.update('notes', new Set(['{"x":1}']));
    await tick();
    const late = createReaderDirectory(bus, { heartbeatMs: 1_000 });
    await tick();
    expect(late.filtersOf('notes')).toEqual(['{"x":1}']);
    // The old one stops beating without saying goodbye (a killed process).
    const silent = createLocalMessageBus();
    const lost = createReaderDirectory(silent, { heartbeatMs: 1_000 });
    bus.publish(READERS_CHANNEL, { from: 'gone', kind: 'state', collections: { notes: ['{"gone":1}'] } });
    expect(late.filtersOf('notes').sort()).toEqual(['{"gone":1}', '{"x":1}']);
    vi.advanceTimersByTime(3_500);
    expect(late.filtersOf('notes')).toEqual(['{"x":1}']);
    for (const directory of [old, late, lost]) directory.close();
  });

  it('ignores malformed and oversized messages', async () => {
    const bus = createLocalMessageBus();
    const directory = createReaderDirectory(bus);
    for (const message of [
      null,
      'state',
      { from: 'x', kind: 'state', collections: [] },
      { from: 'x', kind: 'state', collections: { notes: 'f' } },
      { from: 'x', kind: 'state', collections: { notes: [1] } },
      { from: 'x', kind: 'state', collections: { notes: ['x'.repeat(20_001)] } },
      { from: 'x', kind: 'state', collections: { notes: Array.from({ length: 1_001 }, (_, i) => String(i)) } },
      { from: 'x'.repeat(101), kind: 'state', collections: { notes: ['f'] } },
      { from: 'x', kind: 'other', collections: { notes: ['f'] } },
    ])
      bus.publish(READERS_CHANNEL, message);
    await tick();
    expect(directory.filtersOf('notes')).toEqual([]);
    // Whatever arrives, nothing throws and only strings come out.
    fc.assert(
      fc.property(fc.anything(), fc.string(), (message, collection) => {
        bus.publish(READERS_CHANNEL, message);
        expect(directory.filtersOf(collection).every((filter) => typeof filter === 'string')).toBe(true);
      }),
      { numRuns: fuzzRuns(300) },
    );
    directory.close();
  });
});
