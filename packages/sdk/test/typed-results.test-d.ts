/**
 * The result types of the calls the HTTP tests make, for the blog Schema of `blog-fixture.ts`,
 * checked by tsc (`tsc -p packages/sdk/tsconfig.test.json`). The HTTP tests compare the same calls'
 * real answers with `toEqual`, so a type here that drifted from the server's shape shows up as a
 * failing value there or a failing type here.
 */
import { describe, expectTypeOf, it } from 'vitest';
import {
  aggregate,
  createClient,
  createItem,
  createItems,
  deleteItem,
  deleteItems,
  readItem,
  readItems,
  readMe,
  readUsers,
  rest,
  staticToken,
  updateItem,
  updateItems,
  updateMe,
  withMeta,
  type QueryMeta,
  type TesseraUser,
} from '@tessera/sdk';
import { ARTICLES, AUTHORS, type Article, type ArticleRow, type BlogSchema } from './blog-data.js';

type Status = Article['status'];
/** How the server may send an aggregate value (PostgreSQL counts come as strings). */
type AggregateValue = number | string | null;

const client = createClient<BlogSchema>('http://localhost:8055').with(rest()).with(staticToken('token'));

describe('typed results of the blog Schema', () => {
  it('the seeded rows are valid rows of the Schema', () => {
    expectTypeOf(ARTICLES[0]).toExtend<ArticleRow>();
    expectTypeOf(AUTHORS[0]).toExtend<{ id: number; name: string }>();
  });

  it('readItems: every field by default, picked fields, dot paths and nested syntax', async () => {
    expectTypeOf(await client.request(readItems('articles'))).toEqualTypeOf<ArticleRow[]>();
    expectTypeOf(await client.request(readItems('articles', { fields: ['id', 'title', 'author.name'] }))).toEqualTypeOf<
      { id: number; title: string; author: { name: string } | null }[]
    >();
    expectTypeOf(await client.request(readItems('articles', { fields: ['id', { author: ['id', 'name'] }] }))).toEqualTypeOf<
      { id: number; author: { id: number; name: string } | null }[]
    >();
    expectTypeOf(await client.request(readItems('articles', { fields: ['title', 'author.*'] }))).toEqualTypeOf<
      { title: string; author: { id: number; name: string; articles: number[] } | null }[]
    >();
    // The query options other than `fields` leave the shape alone.
    expectTypeOf(
      await client.request(
        readItems('articles', {
          fields: ['id'],
          filter: { status: { _eq: 'published' } },
          search: 'ta',
          sort: ['-id'],
          limit: 2,
          offset: 1,
          page: 1,
        }),
      ),
    ).toEqualTypeOf<{ id: number }[]>();
  });

  it('readItems on the one-to-many side: a list of picks', async () => {
    expectTypeOf(
      await client.request(
        readItems('authors', { fields: ['id', 'name', 'articles.title'], deep: { articles: { _sort: ['-id'], _limit: 1 } } }),
      ),
    ).toEqualTypeOf<{ id: number; name: string; articles: { title: string }[] }[]>();
    expectTypeOf(await client.request(readItems('authors'))).toEqualTypeOf<{ id: number; name: string; articles: number[] }[]>();
  });

  it('aggregates: one member per function, plus the groupBy columns', async () => {
    expectTypeOf(await client.request(aggregate('articles', { aggregate: { count: '*' }, groupBy: ['status'] }))).toEqualTypeOf<
      { count: AggregateValue; status: Status }[]
    >();
    expectTypeOf(
      await client.request(readItems('articles', { aggregate: { sum: ['rating'], max: 'rating', countDistinct: ['author'] } })),
    ).toEqualTypeOf<{ sum: { rating: AggregateValue }; max: { rating: AggregateValue }; countDistinct: { author: AggregateValue } }[]>();
    expectTypeOf(
      await client.request(aggregate('articles', { aggregate: { avg: 'rating' }, query: { filter: { status: { _eq: 'published' } } } })),
    ).toEqualTypeOf<{ avg: { rating: AggregateValue } }[]>();
  });

  it('withMeta: the rows and the optional counts', async () => {
    expectTypeOf(await client.request(withMeta(readItems('articles', { fields: ['id'], meta: '*' })))).toEqualTypeOf<{
      data: { id: number }[];
      meta?: QueryMeta;
    }>();
  });

  it('single reads and writes answer the item read back with their query', async () => {
    expectTypeOf(await client.request(readItem('articles', 3, { fields: ['title', 'author.name'] }))).toEqualTypeOf<{
      title: string;
      author: { name: string } | null;
    }>();
    expectTypeOf(await client.request(readItem('authors', 1, { fields: ['name', 'articles.id'] }))).toEqualTypeOf<{
      name: string;
      articles: { id: number }[];
    }>();
    expectTypeOf(
      await client.request(createItem('articles', { title: 'Zeta', author: 2 }, { fields: ['id', 'author.name'] })),
    ).toEqualTypeOf<{
      id: number;
      author: { name: string } | null;
    }>();
    expectTypeOf(await client.request(createItem('articles', { title: 'Eta' }))).toEqualTypeOf<ArticleRow>();
    expectTypeOf(await client.request(createItems('articles', [{ title: 'One' }], { fields: ['id'] }))).toEqualTypeOf<{ id: number }[]>();
    expectTypeOf(await client.request(updateItem('articles', 2, { status: 'published' }, { fields: ['id', 'status'] }))).toEqualTypeOf<{
      id: number;
      status: Status;
    }>();
    expectTypeOf(await client.request(updateItems('articles', [1, 4], { author: 3 }, { fields: ['id', 'author.name'] }))).toEqualTypeOf<
      { id: number; author: { name: string } | null }[]
    >();
    expectTypeOf(await client.request(deleteItem('articles', 4))).toEqualTypeOf<void>();
    expectTypeOf(await client.request(deleteItems('articles', { filter: { rating: { _gte: 5 } } }))).toEqualTypeOf<void>();
  });

  it('users: the built-in user type, relations followed', async () => {
    expectTypeOf(await client.request(readMe({ fields: ['id', 'email', 'role.name'] }))).toEqualTypeOf<{
      id: string;
      email: string | null;
      role: { name: string } | null;
    }>();
    expectTypeOf(await client.request(readUsers({ fields: ['id', 'status'] }))).toEqualTypeOf<
      { id: string; status: TesseraUser['status'] }[]
    >();
    expectTypeOf(await client.request(updateMe({ first_name: 'Hale' }, { fields: ['first_name'] }))).toEqualTypeOf<{
      first_name: string | null;
    }>();
  });

  it('refuses what the Schema does not have', () => {
    // @ts-expect-error: no such collection
    void client.request(readItems('comments'));
    // @ts-expect-error: no such field
    void client.request(readItems('articles', { fields: ['nope'] }));
    // @ts-expect-error: `name` is a field of the author, not of the article
    void client.request(readItems('articles', { fields: ['name'] }));
    // @ts-expect-error: the author has no `title`
    void client.request(readItems('articles', { fields: ['author.title'] }));
    // @ts-expect-error: a write takes the collection's own field types
    void client.request(createItem('articles', { title: 42 }));
  });
});
