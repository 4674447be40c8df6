import { describe, expect, it } from 'vitest';
import type { OpenApiDocument } from '../../../lib/api-docs/types.js';
import { refName, resolvePointer, resolveRef } from './resolve-ref.js';

const doc = {
  openapi: '3.1.0',
  info: { title: 'T', version: '1' },
  components: {
    parameters: { Fields: { name: 'fields', in: 'query' }, Alias: { $ref: '#/components/parameters/Fields' } },
    schemas: { 'a/b': { type: 'string' }, Loop: { $ref: '#/components/schemas/Loop' } },
  },
} as OpenApiDocument;

describe('resolveRef', () => {
  it('follows a ref, and a ref to a ref', () => {
    expect(resolveRef(doc, { $ref: '#/components/parameters/Fields' })).toEqual({ name: 'fields', in: 'query' });
    expect(resolveRef(doc, { $ref: '#/components/parameters/Alias' })).toEqual({ name: 'fields', in: 'query' });
    expect(resolveRef(doc, { name: 'x', in: 'query' })).toEqual({ name: 'x', in: 'query' });
  });

  it('gives up on a loop of refs, a missing target and an outside document', () => {
    expect(resolveRef(doc, { $ref: '#/components/schemas/Loop' })).toBeUndefined();
    expect(resolveRef(doc, { $ref: '#/components/schemas/Missing' })).toBeUndefined();
    expect(resolveRef(doc, { $ref: 'other.json#/x' })).toBeUndefined();
  });

  it('decodes JSON Pointer escapes and follows only own members', () => {
    expect(resolvePointer(doc, '#/components/schemas/a~1b')).toEqual({ type: 'string' });
    expect(resolvePointer(doc, '#/components/schemas/__proto__')).toBeUndefined();
    expect(resolvePointer(doc, '#/components/constructor')).toBeUndefined();
    expect(refName('#/components/schemas/a~1b')).toBe('a/b');
    expect(refName('#/components/schemas/100%')).toBe('100%');
  });
});
