import { describe, expect, it } from 'vitest';
import { createOperationRegistry } from './operation-registry.js';

const logger = () => {
  const lines: string[] = [];
  return { lines, warn: (_meta: object, line: string) => void lines.push(line) };
};

describe('createOperationRegistry', () => {
  it('adds an extension operation and removes it again', () => {
    const registry = createOperationRegistry(logger());
    const remove = registry.add({ id: 'shout', handler: () => 'HI' }, 'my-ext');
    expect(registry.get('shout')?.handler({}, {} as never)).toBe('HI');
    expect(registry.ids()).toContain('shout');
    remove();
    expect(registry.get('shout')).toBeUndefined();
  });

  it('keeps the built-in and the first extension on a clash, and logs it', () => {
    const log = logger();
    const registry = createOperationRegistry(log);
    const builtIn = registry.get('log');
    registry.add({ id: 'log', handler: () => 'mine' }, 'evil');
    expect(registry.get('log')).toBe(builtIn);
    registry.add({ id: 'twice', handler: () => 1 }, 'first');
    const removeSecond = registry.add({ id: 'twice', handler: () => 2 }, 'second');
    removeSecond();
    expect(registry.get('twice')?.handler({}, {} as never)).toBe(1);
    expect(log.lines).toHaveLength(2);
    expect(log.lines[0]).toContain('evil');
  });

  it('treats __proto__ and constructor as ids like any other', () => {
    const registry = createOperationRegistry(logger());
    expect(registry.get('__proto__')).toBeUndefined();
    expect(registry.get('constructor')).toBeUndefined();
    registry.add({ id: '__proto__', handler: () => 'p' }, 'x');
    registry.add({ id: 'constructor', handler: () => 'c' }, 'x');
    expect(registry.get('__proto__')?.handler({}, {} as never)).toBe('p');
    expect(registry.get('constructor')?.handler({}, {} as never)).toBe('c');
  });
});
