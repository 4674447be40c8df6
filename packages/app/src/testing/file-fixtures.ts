import type { FakeData } from './fake-client.js';
import { makeCollection, makeField, makeRelation } from './fixtures.js';

/** A `directus_files` row with the parts the file inputs show; the rest as a plain upload has them. */
export function fileFixture(id: string, title: string, type = 'image/png', extra: Record<string, unknown> = {}) {
  const extension = type.split('/')[1] ?? 'bin';
  return {
    id,
    title,
    filename_download: `${title.toLowerCase().replace(/\s+/g, '-')}.${extension}`,
    type,
    filesize: 2048,
    folder: null,
    uploaded_on: '2024-01-01T00:00:00.000Z',
    ...extra,
  };
}

/**
 * Posts with a `cover` image (`file-image`, m2o), an `attachment` (`file`, m2o) and a `gallery`
 * (`files`, m2m through `posts_files`, sorted by `sort`), three files in two folders.
 */
export function postsWithFilesSchema(): Pick<FakeData, 'collections' | 'fields' | 'relations' | 'items'> {
  const key = (collection: string) =>
    makeField(collection, 'id', 'integer', { hidden: true, readonly: true }, { is_primary_key: true, has_auto_increment: true });
  return {
    collections: [makeCollection('posts'), makeCollection('posts_files', { hidden: true })],
    fields: [
      key('posts'),
      makeField('posts', 'title', 'string', { interface: 'input', sort: 1 }),
      makeField('posts', 'cover', 'uuid', { interface: 'file-image', special: ['file'], options: { folder: 'folder-photos' }, sort: 2 }),
      makeField('posts', 'attachment', 'uuid', { interface: 'file', special: ['file'], sort: 3 }),
      makeField('posts', 'gallery', 'alias', { interface: 'files', special: ['files'], sort: 4 }),
      key('posts_files'),
      makeField('posts_files', 'posts_id', 'integer', { hidden: true }),
      makeField('posts_files', 'directus_files_id', 'uuid', { hidden: true }),
      makeField('posts_files', 'sort', 'integer', { hidden: true }),
    ],
    relations: [
      makeRelation('posts', 'cover', 'directus_files'),
      makeRelation('posts', 'attachment', 'directus_files'),
      makeRelation('posts_files', 'posts_id', 'posts', { one_field: 'gallery', junction_field: 'directus_files_id', sort_field: 'sort' }),
      makeRelation('posts_files', 'directus_files_id', 'directus_files', { junction_field: 'posts_id' }),
    ],
    items: {
      directus_folders: [
        { id: 'folder-photos', name: 'Photos', parent: null },
        { id: 'folder-docs', name: 'Docs', parent: null },
      ],
      directus_files: [
        fileFixture('file-cat', 'Cat', 'image/png', { folder: 'folder-photos', filesize: 1500 }),
        fileFixture('file-dog', 'Dog', 'image/jpeg', { folder: 'folder-photos' }),
        fileFixture('file-report', 'Report', 'application/pdf', { folder: 'folder-docs', filesize: 20_000_000 }),
      ],
      posts: [{ id: 1, title: 'Hello', cover: 'file-cat', attachment: null }],
      posts_files: [
        { id: 1, posts_id: 1, directus_files_id: 'file-dog', sort: 2 },
        { id: 2, posts_id: 1, directus_files_id: 'file-cat', sort: 1 },
      ],
    },
  };
}
