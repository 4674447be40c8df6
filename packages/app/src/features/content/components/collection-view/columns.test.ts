import { describe, expect, it } from 'vitest';
import { blogSchema, makeField } from '../../../../testing/fixtures.js';
import { buildColumns, defaultColumns, imageField, queryFields, relatedCollectionsOf } from './columns.js';

const schema = blogSchema();
const articleFields = schema.fields.filter((field) => field.collection === 'articles');

describe('collection columns', () => {
  it("defaults to the display template's fields, else the first visible ones", () => {
    expect(defaultColumns(articleFields, '{{title}} by {{author.name}}')).toEqual(['title', 'author']);
    expect(defaultColumns(articleFields, null)).toEqual(['title', 'slug', 'status', 'category']);
  });

  it('requests m2o columns through the related display template', () => {
    const columns = buildColumns(['title', 'author', 'comments'], articleFields, { author: { template: '{{name}}', primaryKeyField: 'id' } });
    expect(relatedCollectionsOf('articles', ['title', 'author'], schema.relations)).toEqual({ author: 'authors' });
    expect(queryFields('id', columns, ['sort'])).toEqual(['id', 'sort', 'title', 'author.id', 'author.name', 'comments']);
  });

  it('finds an image field for the cards layout', () => {
    const relations = [...schema.relations, { collection: 'articles', field: 'cover', related_collection: 'directus_files', meta: null }];
    const fields = [...articleFields, makeField('articles', 'cover', 'uuid', { interface: 'file-image', special: ['file'] })];
    expect(imageField('articles', fields, relations)).toBe('cover');
    expect(imageField('articles', articleFields, schema.relations)).toBeNull();
  });
});
