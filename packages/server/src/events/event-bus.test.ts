import { describe, expect, it } from 'vitest';
import { AppError } from '../errors/app-error.js';
import { createEventBus } from './event-bus.js';

const tick = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('event bus', () => {
  it('settles an action: resolves once every handler has finished, a failing one logged, not thrown', async () => {
    const logged: unknown[] = [];
    const bus = createEventBus({ error: (...args: unknown[]) => void logged.push(args) } as never);
    const done: string[] = [];
    bus.onAction('webhooks.changed', async () => {
      await new Promise((resolve) => setTimeout(resolve, 30));
      done.push('slow');
    });
    bus.onAction('webhooks.changed', () => {
      throw new Error('broken handler');
    });
    await bus.settleAction('webhooks.changed', {});
    expect(done).toEqual(['slow']);
    expect(logged).toHaveLength(1);
    await expect(bus.settleAction('nobody.listens', {})).resolves.toBeUndefined();
  });

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

  it('hands action handlers the accountability the emitter gave', async () => {
    const bus = createEventBus({ error: () => undefined } as never);
    const seen: unknown[] = [];
    bus.onAction('items.create', (_meta, accountability) => void seen.push(accountability?.user));
    bus.emitAction('items.create', {}, { user: 'u1' } as never);
    await tick();
    expect(seen).toEqual(['u1']);
  });

  it('keeps handler names in a Map: __proto__ is an event name like any other', async () => {
    const bus = createEventBus({ error: () => undefined } as never);
    const seen: unknown[] = [];
    bus.onAction('__proto__', (meta) => void seen.push(meta));
    bus.emitAction('constructor', {});
    bus.emitAction('__proto__', { ok: true });
    await tick();
    expect(seen).toEqual([{ ok: true }]);
    expect(bus.hasFilter('constructor')).toBe(false);
  });

  it('runs filter handlers in order, each on the payload the previous answered; undefined keeps it', async () => {
    const bus = createEventBus({ error: () => undefined } as never);
    const metas: unknown[] = [];
    bus.onFilter('items.create', (payload) => ({ ...(payload as object), a: 1 }));
    bus.onFilter('items.create', (_payload, meta) => void metas.push(meta));
    bus.onFilter('items.create', (payload) => ({ ...(payload as object), b: (payload as { a: number }).a + 1 }));
    expect(bus.hasFilter('items.create')).toBe(true);
    const result = await bus.emitFilter('items.create', { title: 'x' }, { collection: 'c' }, null);
    expect(result).toEqual({ title: 'x', a: 1, b: 2 });
    expect(metas).toEqual([{ collection: 'c' }]);
    expect(await bus.emitFilter('nothing.listens', 'same', {}, null)).toBe('same');
  });

  it('lets a filter handler cancel by throwing, and later handlers do not run', async () => {
    const bus = createEventBus({ error: () => undefined } as never);
    let later = false;
    bus.onFilter('items.delete', () => {
      throw new AppError('FORBIDDEN', 'Not today.');
    });
    const off = bus.onFilter('items.delete', () => void (later = true));
    await expect(bus.emitFilter('items.delete', ['1'], {}, null)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(later).toBe(false);
    off();
  });
});
