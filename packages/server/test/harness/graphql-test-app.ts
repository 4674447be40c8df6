import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import {
  GraphQLID,
  GraphQLInt,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
  type GraphQLFieldConfigMap,
  type GraphQLResolveInfo,
} from 'graphql';
import type { Knex } from 'knex';
import { buildApp } from '../../src/app.js';
import type { AppContext } from '../../src/app-context.js';
import type { GraphqlRequestContext, GraphqlSchemaSource, GeneratedTypes } from '../../src/graphql/graphql-types.js';
import { selectedFieldPaths } from './selected-field-paths.js';
import { createSystemExtras } from '../../src/graphql/system/system-extras.js';
import type { Access } from '../../src/permissions/access.js';
import { readItems } from '../../src/services/items/read-items.js';

/**
 * A small hand-written GraphQL schema over the `authors`/`articles` tables of createGraphqlTables(),
 * read through the real item operations, so the endpoint can be tested apart from the generated
 * schema: `articles(limit)` → `author` → `articles(limit)` nests lists for the row estimate, and
 * `articles.secret` exists only for callers whose read rule allows it (for the SDL test).
 */
export function smallSchemaSource(): GraphqlSchemaSource {
  const extras = createSystemExtras();
  return async (access: Access, scope) => {
    const canSee = (collection: string, field: string) => access.isAdmin || (access.rule(collection, 'read')?.fieldSet.has(field) ?? false);
    const list = (collection: string, type: () => GraphQLObjectType) => ({
      type: new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(type()))),
      args: { limit: { type: GraphQLInt } },
      resolve: async (_root: unknown, args: { limit?: number | null }, context: GraphqlRequestContext, info: GraphQLResolveInfo) => {
        const fields = selectedFieldPaths(info.fieldNodes, info.fragments);
        return (await readItems(context.op, collection, { fields, ...(typeof args.limit === 'number' ? { limit: args.limit } : {}) })).data;
      },
    });
    const authors: GraphQLObjectType = new GraphQLObjectType({
      name: 'authors',
      fields: () => ({
        id: { type: GraphQLID },
        name: { type: GraphQLString },
        articles: { type: new GraphQLList(articles), args: { limit: { type: GraphQLInt } } },
      }),
    });
    const articles: GraphQLObjectType = new GraphQLObjectType({
      name: 'articles',
      fields: () => ({
        id: { type: GraphQLID },
        title: { type: GraphQLString },
        author: { type: authors },
        ...(canSee('articles', 'secret') ? { secret: { type: GraphQLString } } : {}),
      }),
    });
    if (scope === 'items') {
      return new GraphQLSchema({
        query: new GraphQLObjectType({
          name: 'Query',
          fields: {
            articles: list('articles', () => articles),
            authors: list('authors', () => authors),
            // A resolver failing with something other than an AppError, as a bug or a driver error would.
            broken: {
              type: GraphQLString,
              resolve: () => {
                throw new Error('internal detail: /srv/tessera/db.sqlite is locked');
              },
            },
          },
        }),
      });
    }
    const users = new GraphQLObjectType({
      name: 'directus_users',
      fields: {
        id: { type: GraphQLID },
        email: { type: GraphQLString },
        first_name: { type: GraphQLString },
        role: { type: GraphQLString },
      },
    });
    const types: GeneratedTypes = {
      typeOf: (collection) => (collection === 'directus_users' ? users : undefined),
      restQuery: (collection, info) => {
        if (collection !== 'directus_users') throw new Error(`no ${collection} type in the test schema`);
        return { fields: selectedFieldPaths(info.fieldNodes, info.fragments) };
      },
    };
    const query: GraphQLFieldConfigMap<unknown, GraphqlRequestContext> = extras.query!(types);
    return new GraphQLSchema({
      query: new GraphQLObjectType({ name: 'Query', fields: query }),
      mutation: new GraphQLObjectType({ name: 'Mutation', fields: extras.mutation!(types) }),
    });
  };
}

/** authors (3) and articles (one per author, with a `secret`), registered as collections. */
export async function createGraphqlTables(db: Knex): Promise<void> {
  await db.schema.createTable('authors', (t) => {
    t.increments('id');
    t.string('name', 100);
  });
  await db.schema.createTable('articles', (t) => {
    t.increments('id');
    t.string('title', 100);
    t.string('secret', 100);
    t.integer('author').unsigned().references('id').inTable('authors');
  });
  await db('directus_collections').insert([{ collection: 'authors' }, { collection: 'articles' }]);
  await db('directus_fields').insert([{ collection: 'authors', field: 'articles', special: 'o2m', interface: 'list-o2m' }]);
  await db('directus_relations').insert([
    { many_collection: 'articles', many_field: 'author', one_collection: 'authors', one_field: 'articles' },
  ]);
  await db('authors').insert([{ name: 'Ada' }, { name: 'Brian' }, { name: 'Cleo' }]);
  await db('articles').insert([
    { title: 'First', secret: 's1', author: 1 },
    { title: 'Second', secret: 's2', author: 2 },
    { title: 'Third', secret: 's3', author: 3 },
  ]);
}

/** The full app over `ctx` with `source` behind `/graphql`, listening on an ephemeral port. */
export async function startGraphqlApp(ctx: AppContext, source: GraphqlSchemaSource): Promise<{ url: string; close(): Promise<void> }> {
  const app: FastifyInstance = await buildApp(ctx, { graphqlSource: source });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    // The raw server only: app.close() would also close the context's shared resources, which the test server owns.
    close: () =>
      new Promise<void>((resolve) => {
        app.server.closeAllConnections();
        app.server.close(() => resolve());
      }),
  };
}
