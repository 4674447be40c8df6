import fc from 'fast-check';
import { Kind, parse, print, visit, type FragmentDefinitionNode, type InlineFragmentNode } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBlogSchema, seedBlog } from '../../../test/harness/blog-schema.js';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import { testDatabasesFor } from '../../../test/harness/test-databases.js';
import { fuzzRuns } from '../../../test/harness/slow-tests.js';

const DATABASES = testDatabasesFor(import.meta.url);

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
type BlogType = 'articles' | 'authors';

const SCALARS: Record<BlogType, string[]> = { articles: ['id', 'title', 'status', 'views'], authors: ['id', 'name', 'age'] };
const RELATIONS: Record<BlogType, [string, BlogType][]> = { articles: [['author', 'authors']], authors: [['articles', 'articles']] };
/** Aliases, hostile names among them, each always naming one field, so that documents stay valid (no conflicting fields). */
const ALIASES: Record<BlogType, [string, string][]> = {
  articles: [
    ['__proto__', 'title'],
    ['constructor', 'id'],
    ['toString', 'status'],
  ],
  authors: [
    ['hasOwnProperty', 'name'],
    ['valueOf', 'id'],
    ['a', 'age'],
  ],
};

/**
 * A selection set on `type`, `depth` relations deep at most, that may spread the fragments named in
 * `spreads` (by type): fields, aliases (hostile names too), `__typename`, skipped fields, inline
 * fragments, relations, and spreads repeated at will (the fan-out of issue 38).
 */
function selection(type: BlogType, depth: number, spreads: Record<BlogType, string[]>): fc.Arbitrary<string> {
  const items: fc.Arbitrary<string>[] = [
    fc.constantFrom(...SCALARS[type], '__typename'),
    fc.constantFrom(...ALIASES[type]).map(([alias, field]) => `${alias}: ${field}`),
    fc.tuple(fc.constantFrom(...SCALARS[type]), fc.boolean()).map(([field, skip]) => `${field} @${skip ? 'skip' : 'include'}(if: ${skip})`),
  ];
  if (spreads[type].length > 0) items.push(fc.constantFrom(...spreads[type]).map((name) => `...${name}`));
  if (depth > 0) {
    for (const [field, related] of RELATIONS[type]) items.push(selection(related, depth - 1, spreads).map((inner) => `${field} ${inner}`));
    items.push(selection(type, depth - 1, spreads).map((inner) => `... on ${type} ${inner}`));
  }
  return fc.array(fc.oneof(...items), { minLength: 1, maxLength: 4 }).map((chosen) => `{ ${chosen.join(' ')} }`);
}

/**
 * Documents over the blog: up to five fragments on articles or authors, each spreading only later
 * ones (no cycles), and the operation spreading any; sometimes one hostile spread is added to F0
 * (a cycle, a fragment of the wrong type, an unknown one), which the standard rules refuse.
 */
const documents = fc.array(fc.constantFrom<BlogType>('articles', 'authors'), { minLength: 1, maxLength: 5 }).chain((types) => {
  const later = (index: number) => {
    const names: Record<BlogType, string[]> = { articles: [], authors: [] };
    for (let other = index + 1; other < types.length; other++) names[types[other]!].push(`F${other}`);
    return names;
  };
  const fragments = types.map((type, index) => selection(type, 1, later(index)).map((set) => `fragment F${index} on ${type} ${set}`));
  // Every fragment is spread by the operation too (an unused one is refused), authors' through `author`.
  const all = later(-1);
  const uses = `${all.articles.map((name) => `...${name}`).join(' ')} author { id ${all.authors.map((name) => `...${name}`).join(' ')} }`;
  const hostile = fc.oneof(
    { arbitrary: fc.constant(null), weight: 5 },
    { arbitrary: fc.constantFrom('...F0', '...F1', '...Nope'), weight: 1 },
  );
  return fc.tuple(selection('articles', 2, all), fc.tuple(...fragments), hostile).map(([operation, definitions, spread]) => {
    const body = `{ articles(limit: 3, sort: ["id"]) { ${operation.slice(1, -1)} ${uses} } } ${definitions.join(' ')}`;
    // Into F0: itself (a cycle), F1 (of either type, if there is one), a fragment that doesn't exist.
    return spread ? body.replace(/(fragment F0 on \w+ \{ )/, `$1${spread} `) : body;
  });
});

/** `query` with every fragment spread replaced by an inline fragment of its selection (the document must be acyclic). */
function inlined(query: string): string {
  const document = parse(query);
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions)
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  const operationOnly = {
    ...document,
    definitions: document.definitions.filter((definition) => definition.kind !== Kind.FRAGMENT_DEFINITION),
  };
  return print(
    visit(operationOnly, {
      FragmentSpread: (spread): InlineFragmentNode => {
        const fragment = fragments.get(spread.name.value)!;
        return {
          kind: Kind.INLINE_FRAGMENT,
          typeCondition: fragment.typeCondition,
          directives: spread.directives,
          selectionSet: fragment.selectionSet,
        };
      },
    }),
  );
}

/**
 * Fragments change nothing but the document's size: a document answers what it answers with its
 * spreads written out, and anything else is a 400 in the API's error shape, never a 5xx.
 */
describe.each(DATABASES)('fuzz: GraphQL documents with fragments on %s', (client) => {
  let server: TestServer;
  const post = async (query: string) => {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { authorization: `Bearer ${server.adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ query }),
    });
    return { status: response.status, body: (await response.json()) as Json };
  };

  beforeAll(async () => {
    server = await startTestServer({ client });
    await createBlogSchema(server.server.ctx.db, client);
    await seedBlog(server.server.ctx.db, client);
    server.server.ctx.schema.invalidate();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers as the document with its fragments written out, or 400, never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(documents, async (query) => {
        const answer = await post(query);
        expect([200, 400], `${answer.status} for ${query}: ${JSON.stringify(answer.body)}`).toContain(answer.status);
        if (answer.status === 400) {
          expect(answer.body.errors[0].extensions.code).toMatch(/^[A-Z_]+$/);
          return;
        }
        expect(answer.body.errors, query).toBeUndefined();
        const written = await post(inlined(query));
        // Written out it may pass the token limit; every other limit counts fragments expanded already.
        if (written.status === 400) expect(JSON.stringify(written.body)).toMatch(/Document contains more than \d+ tokens/);
        else expect(written.body, query).toEqual(answer.body);
      }),
      { numRuns: fuzzRuns(client === 'sqlite3' ? 120 : 40) },
    );
  });
});
