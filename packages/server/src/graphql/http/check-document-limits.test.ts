import fc from 'fast-check';
import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { checkDocumentLimits } from './check-document-limits.js';

const LIMITS = { depth: 3, aliases: 2 };
const problems = (query: string) => checkDocumentLimits(parse(query), LIMITS).map((error) => error.message);

describe('checkDocumentLimits', () => {
  it.each([
    ['{ a { b { c } } }', []],
    ['{ a { b { c { d } } } }', ['The operation nests fields deeper than the limit of 3.']],
    ['query Deep { a { ...F } } fragment F on T { b { c { d } } }', ['Operation "Deep" nests fields deeper than the limit of 3.']],
    ['{ a { ... on T { b { ... on U { c { d } } } } } }', ['The operation nests fields deeper than the limit of 3.']],
    ['{ x: a y: a }', []],
    ['{ a: a b: b c: c }', []],
    ['{ x: a y: a z: a }', ['The operation has more than 2 aliases.']],
    ['{ ...F ...F } fragment F on T { x: a y: b }', ['The operation has more than 2 aliases.']],
    ['{ ...F } fragment F on T { ...F x: a }', []],
  ])('%s → %j', (query, expected) => {
    expect(problems(query)).toEqual(expected);
  });

  it('measures each operation apart', () => {
    expect(problems('query A { x: a } query B { x: a y: a z: a } query C { a { b { c { d } } } }')).toEqual([
      'Operation "B" has more than 2 aliases.',
      'Operation "C" nests fields deeper than the limit of 3.',
    ]);
  });

  it('stays linear on fragments that double at every level (2^40 fields once expanded)', () => {
    const fragments = Array.from(
      { length: 40 },
      (_, i) => `fragment f${i} on T { x${i}: a ${i < 39 ? `...f${i + 1} ...f${i + 1}` : ''} }`,
    ).join(' ');
    const started = performance.now();
    expect(checkDocumentLimits(parse(`{ ...f0 } ${fragments}`), { depth: 20, aliases: 100 }).map((error) => error.message)).toEqual([
      'The operation has more than 100 aliases.',
    ]);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('fuzz: random documents of fields, aliases, fragments and spreads never throw and respect the limits they report', () => {
    const name = fc.constantFrom('a', 'b', 'c', '__proto__', 'constructor');
    const selection: fc.Arbitrary<string> = fc.letrec<{ set: string }>((tie) => ({
      set: fc
        .array(
          fc.oneof(
            { depthSize: 'small' },
            name,
            fc.tuple(name, name).map(([alias, field]) => `${alias}: ${field}`),
            fc.tuple(name, tie('set')).map(([field, inner]) => `${field} ${inner}`),
            fc.constantFrom('...F', '...G', '... on T { a }'),
          ),
          { minLength: 1, maxLength: 5 },
        )
        .map((items) => `{ ${items.join(' ')} }`),
    })).set;
    fc.assert(
      fc.property(selection, selection, selection, (operation, f, g) => {
        const document = parse(`query ${operation} fragment F on T ${f} fragment G on T ${g}`);
        const errors = checkDocumentLimits(document, LIMITS);
        expect(errors.length).toBeLessThanOrEqual(1);
      }),
      { numRuns: 500 },
    );
  });
});
