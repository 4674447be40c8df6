import { describe, expect, it } from 'vitest';
import { OPERATION_DEFINITIONS } from './index.js';
import { OPERATIONS } from './registry.js';

describe('the operation registry', () => {
  it('holds every operation type once, under the id the reference stores in directus_operations.type', () => {
    const ids = OPERATION_DEFINITIONS.map((operation) => operation.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(
      [
        'condition',
        'exec',
        'item-create',
        'item-delete',
        'item-read',
        'item-update',
        'json-web-token',
        'log',
        'mail',
        'notification',
        'request',
        'sleep',
        'transform',
        'trigger',
      ].sort(),
    );
    for (const id of ids) expect(typeof OPERATIONS.get(id)?.handler).toBe('function');
  });
});
