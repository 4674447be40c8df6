import { describe, expect, it } from 'vitest';
import { OPERATION_DEFINITIONS } from '../../../../../server/src/flows/operations/index.js';
import { OPERATION_TYPES } from './operation-types.js';

describe('operation types', () => {
  it('lists exactly the operation types the server runs, so the two registries cannot drift', () => {
    const server = OPERATION_DEFINITIONS.map((definition) => definition.id).sort();
    expect(OPERATION_TYPES.map((type) => type.id).sort()).toEqual(server);
  });

  it('names each option field once per type', () => {
    for (const type of OPERATION_TYPES) {
      const names = type.fields.map((field) => field.name);
      expect(new Set(names).size, type.id).toBe(names.length);
    }
  });
});
