import { describe, expect, it } from 'vitest';
import { parameterChunks } from './parameter-chunks.js';

describe('parameterChunks', () => {
  it('splits a list into runs that leave room for the other bindings, in order', () => {
    const values = Array.from({ length: 70_000 }, (_, i) => i);
    const chunks = parameterChunks({ maxParameters: 32_766 }, values);
    expect(chunks.map((chunk) => chunk.length)).toEqual([32_666, 32_666, 4668]);
    expect(chunks.flat()).toEqual(values);
  });

  it('answers no run for no values, one for a short list', () => {
    expect(parameterChunks({ maxParameters: 65_535 }, [])).toEqual([]);
    expect(parameterChunks({ maxParameters: 65_535 }, ['a', 'b'])).toEqual([['a', 'b']]);
  });
});
