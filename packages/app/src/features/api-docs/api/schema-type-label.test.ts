import { describe, expect, it } from 'vitest';
import { schemaTypeLabel } from './schema-type-label.js';
import type { JsonSchema } from '../../../lib/api-docs/types.js';

describe('schemaTypeLabel', () => {
  it.each<[string, JsonSchema | undefined, string]>([
    ['a nullable string', { type: ['string', 'null'] }, 'string | null'],
    ['a plain type', { type: 'integer' }, 'integer'],
    ['an array of strings', { type: 'array', items: { type: 'string' } }, 'array<string>'],
    ['a nullable csv', { type: ['array', 'null'], items: { type: 'string' } }, 'array<string> | null'],
    ['a ref by its name', { $ref: '#/components/schemas/ItemsAuthors' }, 'ItemsAuthors'],
    ['an escaped ref', { $ref: '#/components/schemas/a~1b~0c' }, 'a/b~c'],
    ['an m2o', { oneOf: [{ type: ['integer', 'null'] }, { $ref: '#/components/schemas/ItemsAuthors' }] }, 'integer | null | ItemsAuthors'],
    [
      'an o2m',
      { type: 'array', items: { oneOf: [{ type: 'integer' }, { $ref: '#/components/schemas/ItemsArticles' }] } },
      'array<integer | ItemsArticles>',
    ],
    ['an allOf', { allOf: [{ $ref: '#/components/schemas/A' }, { type: 'object' }] }, 'A & object'],
    ['a const', { const: 'x' }, '"x"'],
    ['properties without a type', { properties: { a: { type: 'string' } } }, 'object'],
    ['nothing', {}, 'any'],
    ['no schema', undefined, 'any'],
    ['a repeat', { oneOf: [{ type: 'string' }, { type: 'string' }] }, 'string'],
  ])('%s', (_name, schema, label) => {
    expect(schemaTypeLabel(schema)).toBe(label);
  });

  it('stops labelling deep nesting', () => {
    let schema: JsonSchema = { type: 'string' };
    for (let level = 0; level < 50; level++) schema = { type: 'array', items: schema };
    expect(schemaTypeLabel(schema)).toBe('array<array<array<array<array<…>>>>>');
  });
});
