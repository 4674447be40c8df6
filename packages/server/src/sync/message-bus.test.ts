import { afterEach, describe, expect, it } from 'vitest';
import { createLocalMessageBus, createRedisMessageBus, type MessageBus } from './message-bus.js';

const REDIS_URL = 'redis://127.0.0.1:6379';
const open: MessageBus[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((bus) => bus.close()));
});

function collector(bus: MessageBus, channel: string): unknown[] {
  const seen: unknown[] = [];
  bus.subscribe(channel, (message) => seen.push(message));
  return seen;
}

async function until(check: () => boolean, timeoutMs = 3_000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('local message bus', () => {
  it('delivers to the channel subscribed, keeps __proto__ a plain channel, and stops after unsubscribe', () => {
    const bus = createLocalMessageBus();
    const proto = collector(bus, '__proto__');
    const other = collector(bus, 'other');
    const seen: unknown[] = [];
    const stop = bus.subscribe('__proto__', (message) => seen.push(message));
    bus.publish('__proto__', { n: 1 });
    stop();
    bus.publish('__proto__', { n: 2 });
    expect(proto).toEqual([{ n: 1 }, { n: 2 }]);
    expect(seen).toEqual([{ n: 1 }]);
    expect(other).toEqual([]);
  });

  it('a throwing handler does not keep the message from the others', () => {
    const errors: unknown[] = [];
    const bus = createLocalMessageBus((error) => errors.push(error));
    bus.subscribe('c', () => {
      throw new Error('boom');
    });
    const seen = collector(bus, 'c');
    bus.publish('c', 'x');
    expect(seen).toEqual(['x']);
    expect(errors).toHaveLength(1);
  });
});

describe('Redis message bus', () => {
  it('reaches another instance once, and its own handlers at once without a second copy', async () => {
    const namespace = `test-bus-${Date.now()}-${Math.random()}`;
    const onError = () => {};
    const first = createRedisMessageBus({ url: REDIS_URL, namespace, onError });
    const second = createRedisMessageBus({ url: REDIS_URL, namespace, onError });
    const elsewhere = createRedisMessageBus({ url: REDIS_URL, namespace: `${namespace}-other`, onError });
    open.push(first, second, elsewhere);
    const onFirst = collector(first, 'changes');
    const onSecond = collector(second, 'changes');
    const onElsewhere = collector(elsewhere, 'changes');
    // The subscription reaches Redis asynchronously; publish once it is in place.
    await new Promise((resolve) => setTimeout(resolve, 100));
    first.publish('changes', { collection: 'articles', keys: [1] });
    expect(onFirst).toEqual([{ collection: 'articles', keys: [1] }]);
    await until(() => onSecond.length === 1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(onSecond).toEqual([{ collection: 'articles', keys: [1] }]);
    expect(onFirst).toHaveLength(1);
    expect(onElsewhere).toEqual([]);
  });

  it('with Redis unreachable still delivers here at once, reports the errors and closes promptly', async () => {
    const errors: unknown[] = [];
    const bus = createRedisMessageBus({ url: 'redis://127.0.0.1:1', onError: (error) => errors.push(error) });
    const seen = collector(bus, 'changes');
    bus.publish('changes', { keys: [1] });
    expect(seen).toEqual([{ keys: [1] }]);
    await until(() => errors.length > 0);
    const started = Date.now();
    await bus.close();
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});
