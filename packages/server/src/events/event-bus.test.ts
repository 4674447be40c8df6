import { describe, expect, it } from 'vitest';
import { createEventBus } from './event-bus.js';

const tick = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('event bus', () => {
  it('runs action handlers after emitAction has returned, and a failing handler is logged, not thrown', async () => {
    const logged: unknown[] = [];
    const bus = createEventBus({ error: (...args: unknown[]) => void logged.push(args) } as never);
    const seen: unknown[] = [];
    bus.onAction('files.upload', () => {
      throw new Error('handler broke');
    });
    const off = bus.onAction('files.upload', (meta) => void seen.push(meta));
    bus.emitAction('files.upload', { key: 'k' });
    expect(seen).toEqual([]); // never inside the request's own work
    await tick();
    expect(seen).toEqual([{ key: 'k' }]);
    expect(logged).toHaveLength(1);
    off();
    bus.emitAction('files.upload', { key: 'again' });
    bus.emitAction('other', { key: 'x' });
    await tick();
    expect(seen).toHaveLength(1);
  });

  it('keeps handler names in a Map: __proto__ is an event name like any other', async () => {
    const bus = createEventBus({ error: () => undefined } as never);
    const seen: unknown[] = [];
    bus.onAction('__proto__', (meta) => void seen.push(meta));
    bus.emitAction('constructor', {});
    bus.emitAction('__proto__', { ok: true });
    await tick();
    expect(seen).toEqual([{ ok: true }]);
  });
});
