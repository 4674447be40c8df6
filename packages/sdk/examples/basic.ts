import { authentication, createClient, readItems, rest } from '@tessera/sdk';

interface Author {
  id: number;
  name: string;
}

interface Article {
  id: number;
  title: string;
  status: 'draft' | 'published';
  author: number | Author | null;
}

interface Schema {
  articles: Article[];
  authors: Author[];
}

/** Signs in, reads the 25 newest published articles with their author's name, signs out. */
export async function listPublishedArticles(url: string, email: string, password: string, fetch?: typeof globalThis.fetch) {
  const client = createClient<Schema>(url, { fetch }).with(rest()).with(authentication('json'));

  await client.login(email, password);
  try {
    // Typed as { id: number; title: string; author: { name: string } | null }[]
    return await client.request(
      readItems('articles', {
        fields: ['id', 'title', 'author.name'],
        filter: { status: { _eq: 'published' } },
        sort: ['-id'],
        limit: 25,
      }),
    );
  } finally {
    await client.logout();
  }
}
