import { describe, expectTypeOf, it } from 'vitest';
import { listPublishedArticles } from '../examples/basic.js';
import { createClient } from './client.js';
import type { TesseraRole } from './core-schema.js';
import { aggregate } from './rest/items/aggregate.js';
import { createItem } from './rest/items/create-item.js';
import { deleteItem } from './rest/items/delete-item.js';
import { readItem } from './rest/items/read-item.js';
import { readItems } from './rest/items/read-items.js';
import { readSingleton } from './rest/items/read-singleton.js';
import { readMe } from './rest/access/users.js';
import { readRoles } from './rest/access/roles.js';
import { rest } from './rest/rest.js';
import { serverPing } from './rest/system/server.js';
import { withMeta } from './rest/with-meta.js';
import { authentication } from './auth/authentication.js';
import type { QueryMeta } from './query/query-types.js';

interface Author {
  id: number;
  name: string;
  email: string | null;
  articles: number[] | Article[];
}
interface Heading {
  id: number;
  title: string;
}
interface Article {
  id: number;
  title: string;
  status: 'draft' | 'published';
  date_created: string;
  author: number | Author | null;
  metadata: { words: number } | null;
  blocks: number[] | ArticleBlock[];
}
/** The junction of a many-to-any field: `item` points at a heading or an author. */
interface ArticleBlock {
  id: number;
  article: number | Article;
  collection: string;
  item: string | Heading | Author;
}
interface SettingsPage {
  headline: string;
}
interface Schema {
  articles: Article[];
  authors: Author[];
  headings: Heading[];
  article_blocks: ArticleBlock[];
  settings_page: SettingsPage;
  directus_users: { favourite_colour: string | null };
}

const client = createClient<Schema>('http://localhost:8055').with(rest()).with(authentication('json'));

describe('typed results (schema-types.ts)', () => {
  it('picks the requested fields and follows relations through dot paths', async () => {
    const rows = await client.request(readItems('articles', { fields: ['title', 'author.name'] }));
    expectTypeOf(rows).toEqualTypeOf<{ title: string; author: { name: string } | null }[]>();
  });

  it('returns every field for "*" or no fields, relations as keys, JSON fields as they are', async () => {
    type Scalars = {
      id: number;
      title: string;
      status: 'draft' | 'published';
      date_created: string;
      author: number | null;
      metadata: { words: number } | null;
      blocks: number[];
    };
    expectTypeOf(await client.request(readItems('articles'))).toEqualTypeOf<Scalars[]>();
    expectTypeOf(await client.request(readItems('articles', { fields: ['*'] }))).toEqualTypeOf<Scalars[]>();
  });

  it('follows to-many relations, nested object syntax and author.* ', async () => {
    const author = await client.request(readItem('authors', 1, { fields: ['id', { articles: ['title', { author: ['name'] }] }] }));
    expectTypeOf(author).toEqualTypeOf<{ id: number; articles: { title: string; author: { name: string } | null }[] }>();
    const star = await client.request(readItems('articles', { fields: ['id', 'author.*'] }));
    expectTypeOf(star).toEqualTypeOf<
      { id: number; author: { id: number; name: string; email: string | null; articles: number[] } | null }[]
    >();
  });

  it('types many-to-any scopes and function fields', async () => {
    const rows = await client.request(
      readItems('articles', { fields: [{ blocks: ['id', { item: { headings: ['title'] } }] }, 'count(blocks)', 'year(date_created)'] }),
    );
    expectTypeOf(rows[0]!.blocks).toEqualTypeOf<{ id: number; item: string | { title: string } }[]>();
    const scoped = await client.request(readItems('article_blocks', { fields: ['item:headings.title', 'item:authors.name'] }));
    expectTypeOf(scoped).toEqualTypeOf<{ item: string | { title: string } | { name: string } }[]>();
    const direct = await client.request(readItems('articles', { fields: ['blocks:headings.id'] }));
    expectTypeOf(direct).toEqualTypeOf<{ blocks: (number | { id: number })[] }[]>();
    expectTypeOf(rows[0]!.blocks_count).toEqualTypeOf<number>();
    expectTypeOf(rows[0]!.date_created_year).toEqualTypeOf<number>();
  });

  it('types singletons, meta answers, aggregates and 204 commands', async () => {
    expectTypeOf(await client.request(readSingleton('settings_page'))).toEqualTypeOf<{ headline: string }>();
    const page = await client.request(withMeta(readItems('articles', { fields: ['id'], meta: 'filter_count' })));
    expectTypeOf(page).toEqualTypeOf<{ data: { id: number }[]; meta?: QueryMeta }>();
    const counts = await client.request(aggregate('articles', { aggregate: { count: '*', max: ['id'] }, groupBy: ['status'] }));
    expectTypeOf(counts).toEqualTypeOf<
      { count: number | string | null; max: { id: number | string | null }; status: 'draft' | 'published' }[]
    >();
    expectTypeOf(await client.request(deleteItem('articles', 1))).toEqualTypeOf<void>();
    expectTypeOf(await client.request(serverPing())).toEqualTypeOf<string>();
  });

  it('types system collections, with the Schema’s custom fields laid over them', async () => {
    const me = await client.request(readMe({ fields: ['id', 'favourite_colour', 'role.name'] }));
    expectTypeOf(me).toEqualTypeOf<{ id: string; favourite_colour: string | null; role: { name: string } | null }>();
    const roles = await client.request(readRoles({ fields: ['name', 'users.email'] }));
    expectTypeOf(roles).toEqualTypeOf<{ name: string; users: { email: string | null }[] }[]>();
    const untypedRoles = await createClient('http://x').with(rest()).request(readRoles());
    expectTypeOf(untypedRoles).items.toHaveProperty('users').toEqualTypeOf<string[]>();
    expectTypeOf(untypedRoles).items.toHaveProperty('admin_access').toEqualTypeOf<TesseraRole['admin_access']>();
  });

  it('refuses unknown fields, unknown collections and wrong collection kinds', () => {
    // @ts-expect-error 'nope' is not a field of articles
    void client.request(readItems('articles', { fields: ['nope'] }));
    // @ts-expect-error 'author.nope' is not a field of authors
    void client.request(readItems('articles', { fields: ['author.nope'] }));
    // @ts-expect-error 'pages' is not a collection
    void client.request(readItems('pages'));
    // @ts-expect-error a singleton is read with readSingleton
    void client.request(readItems('settings_page'));
    // @ts-expect-error system collections have their own commands
    void client.request(readItems('directus_users'));
    // @ts-expect-error createItem checks the item's field types
    void client.request(createItem('articles', { title: 5 }));
  });

  it('gives the README example the result type its comment claims', () => {
    expectTypeOf(listPublishedArticles).returns.resolves.toEqualTypeOf<{ id: number; title: string; author: { name: string } | null }[]>();
  });

  it('leaves an untyped client permissive', async () => {
    const untyped = createClient('http://localhost:8055').with(rest());
    const rows = await untyped.request(readItems('anything', { fields: ['a.b.c'] }));
    expectTypeOf(rows).items.toBeAny();
  });
});
