import { describe, expect, it } from 'vitest';
import { createPrioritySlots, SLOTS_FULL } from './priority-slots.js';

/** A task that runs until released, recording when it started. */
function gate(name: string, started: string[]) {
  let release!: () => void;
  const done = new Promise<void>((resolve) => (release = resolve));
  return {
    task: async () => {
      started.push(name);
      await done;
      return name;
    },
    release: () => release(),
  };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('priority slots', () => {
  it('runs at most max tasks at once, high ones before any waiting low one, each priority in arrival order', async () => {
    const slots = createPrioritySlots({ max: 2, maxLowWaiting: 10 });
    const started: string[] = [];
    const gates = new Map(['low1', 'low2', 'low3', 'low4', 'high1', 'high2'].map((name) => [name, gate(name, started)]));
    const results = [
      slots.run('low', gates.get('low1')!.task),
      slots.run('low', gates.get('low2')!.task),
      slots.run('low', gates.get('low3')!.task),
      slots.run('low', gates.get('low4')!.task),
      slots.run('high', gates.get('high1')!.task),
      slots.run('high', gates.get('high2')!.task),
    ];
    await tick();
    expect(started).toEqual(['low1', 'low2']);
    expect(slots.running).toBe(2);
    expect(slots.waiting).toEqual({ high: 2, low: 2 });

    gates.get('low1')!.release();
    await tick();
    expect(started).toEqual(['low1', 'low2', 'high1']);
    gates.get('low2')!.release();
    await tick();
    expect(started).toEqual(['low1', 'low2', 'high1', 'high2']);
    gates.get('high1')!.release();
    await tick();
    expect(started.at(-1)).toBe('low3');
    for (const entry of gates.values()) entry.release();
    expect(await Promise.all(results)).toEqual(['low1', 'low2', 'low3', 'low4', 'high1', 'high2']);
    expect(slots.running).toBe(0);
  });

  it('answers SLOTS_FULL to a low task when maxLowWaiting already wait, never to a high one', async () => {
    const slots = createPrioritySlots({ max: 1, maxLowWaiting: 2 });
    const started: string[] = [];
    const first = gate('first', started);
    const running = slots.run('low', first.task);
    const waiting = [slots.run('low', async () => 'a'), slots.run('low', async () => 'b')];
    expect(await slots.run('low', async () => 'c')).toBe(SLOTS_FULL);
    const high = slots.run('high', async () => 'h');
    expect(slots.waiting).toEqual({ high: 1, low: 2 });
    first.release();
    expect(await Promise.all([running, high, ...waiting])).toEqual(['first', 'h', 'a', 'b']);
  });

  it('frees the slot of a task that throws, at once or later', async () => {
    const slots = createPrioritySlots({ max: 1, maxLowWaiting: 5 });
    await expect(
      slots.run('high', () => {
        throw new Error('at once');
      }),
    ).rejects.toThrow('at once');
    await expect(slots.run('low', async () => Promise.reject(new Error('later')))).rejects.toThrow('later');
    expect(slots.running).toBe(0);
    expect(await slots.run('low', async () => 'still works')).toBe('still works');
  });

  it('starts waiting tasks when resized up, and lets running ones finish when resized down', async () => {
    const slots = createPrioritySlots({ max: 1, maxLowWaiting: 5 });
    const started: string[] = [];
    const [a, b, c] = ['a', 'b', 'c'].map((name) => gate(name, started));
    const all = [slots.run('low', a!.task), slots.run('low', b!.task), slots.run('low', c!.task)];
    await tick();
    expect(started).toEqual(['a']);
    slots.resize(3);
    await tick();
    expect(started).toEqual(['a', 'b', 'c']);
    slots.resize(1);
    expect(slots.running).toBe(3);
    for (const entry of [a, b, c]) entry!.release();
    await Promise.all(all);
    expect(slots.running).toBe(0);
  });
});
