import { buildSchema, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { validateDocument } from './validate-document.js';

const messages = (errors: readonly { message: string }[]) => errors.map((error) => error.message);

describe('validateDocument', () => {
  it('remembers answers per schema object and introspection flag, never across them', () => {
    const wide = buildSchema('type Query { a: Int b: Int }');
    const narrow = buildSchema('type Query { a: Int }');
    const query = '{ a b }';
    expect(validateDocument(wide, parse(query), query, true)).toEqual([]);
    expect(validateDocument(wide, parse(query), query, true)).toEqual([]);
    expect(messages(validateDocument(narrow, parse(query), query, true))).toEqual([
      expect.stringContaining('Cannot query field "b" on type "Query".'),
    ]);
    const introspect = '{ __schema { queryType { name } } }';
    expect(validateDocument(wide, parse(introspect), introspect, true)).toEqual([]);
    expect(messages(validateDocument(wide, parse(introspect), introspect, false))[0]).toContain('introspection');
    expect(validateDocument(wide, parse(introspect), introspect, true)).toEqual([]);
  });

  it('validates long documents every time rather than remembering them', () => {
    const schema = buildSchema('type Query { a: Int }');
    const long = `{ a ${' '.repeat(20_000)}}`;
    const document = parse(long);
    expect(validateDocument(schema, document, long, true)).toEqual([]);
    expect(messages(validateDocument(schema, parse('{ b }'), long, true))).toEqual([
      expect.stringContaining('Cannot query field "b" on type "Query".'),
    ]);
  });
});
