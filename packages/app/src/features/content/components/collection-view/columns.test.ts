import { describe, expect, it } from 'vitest';
import { blogSchema, makeField } from '../../../../testing/fixtures.js';
import { formatCell } from '../../../../layouts/format-cell.js';
import { buildColumns, defaultColumns, imageField, junctionColumnsOf, queryFields, relatedCollectionsOf } from './columns.js';

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

  it('lists related-values m2m columns by their junction-relative template, read in the one page request', () => {
    const fields = articleFields.map((field) => (field.field === 'labels' && field.meta ? { ...field, meta: { ...field.meta, display: 'related-values', display_options: { template: '{{labels_id.name}}' } } } : field));
    const junctions = junctionColumnsOf('articles', ['title', 'labels'], fields, schema.relations);
    expect(relatedCollectionsOf('articles', ['title', 'labels'], schema.relations, junctions)).toEqual({ labels: 'labels' });
    const columns = buildColumns(['title', 'labels'], fields, { labels: { template: '{{code}}', primaryKeyField: 'id' } }, junctions);
    expect(queryFields('id', columns)).toEqual(['id', 'title', 'labels.labels_id.id', 'labels.labels_id.name']);
    const labels = columns[1];
    if (!labels) throw new Error('no labels column');
    expect(formatCell([{ id: 1, labels_id: { id: 1, name: 'News' } }, { id: 2, labels_id: { id: 5, name: '' } }], labels)).toBe('News, 5');
  });

  it('reads a legacy related-relative m2m template from the related item, and keeps counts without related-values', () => {
    const legacy = articleFields.map((field) => (field.field === 'labels' && field.meta ? { ...field, meta: { ...field.meta, display: 'related-values', display_options: { template: '{{name}}' } } } : field));
    const columns = buildColumns(['labels'], legacy, { labels: { template: null, primaryKeyField: 'id' } }, junctionColumnsOf('articles', ['labels'], legacy, schema.relations));
    expect(queryFields('id', columns)).toEqual(['id', 'labels.labels_id.id', 'labels.labels_id.name']);
    expect(junctionColumnsOf('articles', ['labels'], articleFields, schema.relations)).toEqual({});
  });

  it('finds an image field for the cards layout', () => {
    const relations = [...schema.relations, { collection: 'articles', field: 'cover', related_collection: 'directus_files', meta: null }];
    const fields = [...articleFields, makeField('articles', 'cover', 'uuid', { interface: 'file-image', special: ['file'] })];
    expect(imageField('articles', fields, relations)).toBe('cover');
    expect(imageField('articles', articleFields, schema.relations)).toBeNull();
  });
});
