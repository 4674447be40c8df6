import { describe, expect, it } from 'vitest';
import { blogSchema, makeField } from '../../../../testing/fixtures.js';
import { buildCopy } from './build-copy.js';

const schema = blogSchema();
const fieldsOf = (collection: string) => schema.fields.filter((field) => field.collection === collection);

describe('buildCopy', () => {
  it('drops the generated key and generated values, keeps edits', () => {
    const fields = [...fieldsOf('articles'), makeField('articles', 'date_created', 'timestamp', { special: ['date-created'] })];
    const copy = buildCopy({
      collection: 'articles',
      original: { id: 1, title: 'Hello', status: 'published', date_created: '2024-01-01' },
      edits: { title: 'Hello again' },
      fields,
      relatedFields: fieldsOf,
      relations: schema.relations,
    });
    expect(copy).toEqual({ title: 'Hello again', status: 'published' });
  });

  it('turns fully read o2m and m2m rows into new rows and leaves bare key lists out', () => {
    const original = {
      id: 1,
      title: 'Hello',
      comments: [{ id: 1, body: 'Nice', article: 1 }],
      labels: [{ id: 7, articles_id: 1, labels_id: 2 }],
    };
    const copy = buildCopy({
      collection: 'articles',
      original,
      edits: {},
      fields: fieldsOf('articles'),
      relatedFields: fieldsOf,
      relations: schema.relations,
    });
    expect(copy).toEqual({ title: 'Hello', comments: [{ body: 'Nice' }], labels: [{ labels_id: 2 }] });
    const bare = buildCopy({
      collection: 'articles',
      original: { id: 1, comments: [1, 2] },
      edits: { labels: { create: [], update: [], delete: [7] } },
      fields: fieldsOf('articles'),
      relatedFields: fieldsOf,
      relations: schema.relations,
    });
    expect(bare).toEqual({});
  });
});
