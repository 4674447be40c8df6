import { describe, expect, it } from 'vitest';
import { OPERATIONS } from './index.js';

describe('OPERATIONS', () => {
  it('lists each operation type of this change once, under the id the reference stores in directus_operations.type', () => {
    const ids = OPERATIONS.map((operation) => operation.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(
      expect.arrayContaining([
        'exec',
        'item-create',
        'item-read',
        'item-update',
        'item-delete',
        'mail',
        'notification',
        'request',
        'json-web-token',
      ]),
    );
    for (const operation of OPERATIONS) expect(typeof operation.handler).toBe('function');
  });
});
