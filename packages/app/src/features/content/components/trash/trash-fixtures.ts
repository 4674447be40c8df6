import { signedInFakeClient } from '../../../../testing/fake-client.js';
import type { FakeClient, FakeData } from '../../../../testing/fake-client.js';
import { blogSchema } from '../../../../testing/fixtures.js';

/** The blog with trash on for articles (`trash: false` leaves it off), article 1 deleted, and the admin readable as a user. */
export async function blogWithTrash(trash = true, extra: Partial<FakeData> = {}): Promise<FakeClient> {
  const blog = blogSchema();
  const collections = blog.collections.map((collection) =>
    collection.collection === 'articles'
      ? { ...collection, meta: { ...collection.meta!, trash, display_template: '{{title}}' } }
      : collection,
  );
  const client = await signedInFakeClient({ ...blog, collections, ...extra });
  client.data.items.directus_users = [{ id: client.data.me.id, first_name: 'Ada', last_name: 'Admin', email: 'admin@example.com' }];
  await client.deleteItems('articles', [1]);
  client.calls.length = 0;
  return client;
}
