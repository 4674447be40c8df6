import { describe, expect, it } from 'vitest';
import { toJson } from './to-json.js';

describe('toJson', () => {
  it('writes the data alone, tab-indented', () => {
    expect(toJson([{ id: 1, tags: [1] }])).toBe('[\n\t{\n\t\t"id": 1,\n\t\t"tags": [\n\t\t\t1\n\t\t]\n\t}\n]');
    expect(toJson(undefined)).toBe('null');
  });
});
