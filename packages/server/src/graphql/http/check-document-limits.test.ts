import fc from 'fast-check';
import { Kind, parse, type DocumentNode, type FragmentDefinitionNode, type SelectionSetNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { checkDocumentLimits } from './check-document-limits.js';
import { fuzzRuns } from '../../../test/harness/slow-tests.js';

const LIMITS = { depth: 3, aliases: 2, fields: 6 };
/** The fields of `document`'s first operation with every spread written out, counted the slow way (fragments must not cycle). */
function expandedFields(document: DocumentNode): number {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions)
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  const count = (set: SelectionSetNode): number =>
    set.selections.reduce((total, selection) => {
      if (selection.kind === Kind.FIELD) return total + 1 + (selection.selectionSet ? count(selection.selectionSet) : 0);
      if (selection.kind === Kind.INLINE_FRAGMENT) return total + count(selection.selectionSet);
      const fragment = fragments.get(selection.name.value);
      return total + (fragment ? count(fragment.selectionSet) : 0);
    }, 0);
  const operation = document.definitions.find((definition) => definition.kind === Kind.OPERATION_DEFINITION)!;
  return count(operation.selectionSet);
}

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
    ['{ a b c d e f }', []],
    ['{ a b c d e f g }', ['The operation selects more than 6 fields once its fragments are expanded.']],
    ['{ a { b { c } } d { e { f } } }', []],
    ['{ a { b { c } } d { e { f g } } }', ['The operation selects more than 6 fields once its fragments are expanded.']],
    ['{ ...F ...F } fragment F on T { a b c }', []],
    [
      '{ ...F ...F ... on T { ...F } } fragment F on T { a b c }',
      ['The operation selects more than 6 fields once its fragments are expanded.'],
    ],
    [
      'query Q { a { ...F } } fragment F on T { b ...G ...G } fragment G on T { c d e }',
      ['Operation "Q" selects more than 6 fields once its fragments are expanded.'],
    ],
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
    expect(
      checkDocumentLimits(parse(`{ ...f0 } ${fragments}`), { depth: 20, aliases: 100, fields: 10_000 }).map((error) => error.message),
    ).toEqual(['The operation has more than 100 aliases.']);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it.each([14, 20, 40])(
    'refuses fragments that spread the previous one twice, %i levels deep, by their expanded field count at once',
    (levels) => {
      const fragments = Array.from({ length: levels }, (_, i) => `fragment F${i + 1} on T { ...F${i} ...F${i} }`).join(' ');
      const document = parse(`{ articles { ...F${levels} } } fragment F0 on T { id title } ${fragments}`);
      const started = performance.now();
      expect(checkDocumentLimits(document, { depth: 20, aliases: 100, fields: 10_000 }).map((error) => error.message)).toEqual([
        'The operation selects more than 10000 fields once its fragments are expanded.',
      ]);
      expect(performance.now() - started).toBeLessThan(100);
      // 2 · 2^levels + 1 fields once expanded: within a limit that high, nothing to refuse.
      expect(checkDocumentLimits(document, { depth: 20, aliases: 100, fields: 2 * 2 ** levels + 1 })).toEqual([]);
    },
  );

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
      { numRuns: fuzzRuns(500) },
    );
  });

  it('fuzz: refuses exactly the documents whose fields, spreads written out, pass the field limit', () => {
    // F0…F3, each spreading only later ones (repeatedly, inside fields and inline fragments too): no cycles, any fan-out.
    const setOf = (spreads: string[], depth: number): fc.Arbitrary<string> =>
      fc
        .array(
          fc.oneof(
            fc.constantFrom('a', 'b', 'x: a'),
            ...(spreads.length ? [fc.constantFrom(...spreads).map((name) => `...${name}`)] : []),
            ...(depth > 0
              ? [setOf(spreads, depth - 1).map((inner) => `a ${inner}`), setOf(spreads, depth - 1).map((inner) => `... on T ${inner}`)]
              : []),
          ),
          { minLength: 1, maxLength: 4 },
        )
        .map((items) => `{ ${items.join(' ')} }`);
    const names = ['F0', 'F1', 'F2', 'F3'];
    const document = fc
      .tuple(setOf(names, 2), ...names.map((name, index) => setOf(names.slice(index + 1), 1).map((set) => `fragment ${name} on T ${set}`)))
      .map(([operation, ...fragments]) => parse(`query ${operation} ${fragments.join(' ')}`));
    fc.assert(
      fc.property(document, fc.integer({ min: 1, max: 200 }), (parsed, fields) => {
        const expected =
          expandedFields(parsed) > fields ? [`The operation selects more than ${fields} fields once its fragments are expanded.`] : [];
        expect(checkDocumentLimits(parsed, { depth: 100, aliases: 1_000_000, fields }).map((error) => error.message)).toEqual(expected);
      }),
      { numRuns: fuzzRuns(500) },
    );
  });
});
