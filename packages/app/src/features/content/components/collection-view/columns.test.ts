import { describe, expect, it } from 'vitest';
import { blogSchema, makeField, makeRelation } from '../../../../testing/fixtures.js';
import { formatCell } from '../../../../layouts/format-cell.js';
import { buildColumns, defaultColumns, imageField, queryFields, relatedCollectionsOf } from './columns.js';
import { junctionColumnsOf } from './junction-columns.js';

const schema = blogSchema();
const articleFields = schema.fields.filter((field) => field.collection === 'articles');

describe('collection columns', () => {
  it('defaults to the first four visible fields in field order, the key only when nothing else shows', () => {
    expect(defaultColumns(articleFields)).toEqual(['title', 'slug', 'status', 'category']);
    const shuffled = [
      makeField('notes', 'id', 'integer', { sort: 1 }, { is_primary_key: true }),
      makeField('notes', 'body', 'text', { sort: 6 }),
      makeField('notes', 'meta', 'alias', { special: ['alias', 'no-data', 'group'], interface: 'group-detail', sort: 2 }),
      makeField('notes', 'divider', 'alias', { special: ['alias', 'no-data'], interface: 'presentation-divider', sort: 3 }),
      makeField('notes', 'secret', 'string', { hidden: true, sort: 4 }),
      makeField('notes', 'title', 'string', { sort: 5 }),
      makeField('notes', 'done', 'boolean', { sort: 7, group: 'meta' }),
      makeField('notes', 'due', 'date', { sort: 8 }),
      makeField('notes', 'extra', 'string', { sort: 9 }),
    ];
    expect(defaultColumns(shuffled, 'id')).toEqual(['title', 'body', 'done', 'due']);
    expect(
      defaultColumns(
        shuffled.filter((field) => ['id', 'meta', 'divider', 'secret'].includes(field.field)),
        'id',
      ),
    ).toEqual(['id']);
  });

  it('requests m2o columns through the related display template', () => {
    const columns = buildColumns(['title', 'author', 'comments'], articleFields, {
      author: { template: '{{name}}', primaryKeyField: 'id' },
    });
    expect(relatedCollectionsOf('articles', ['title', 'author'], schema.relations)).toEqual({ author: 'authors' });
    expect(queryFields('id', columns, ['sort'])).toEqual(['id', 'sort', 'title', 'author.id', 'author.name', 'comments']);
  });

  it('lists related-values m2m columns by their junction-relative template, read in the one page request', () => {
    const fields = articleFields.map((field) =>
      field.field === 'labels' && field.meta
        ? { ...field, meta: { ...field.meta, display: 'related-values', display_options: { template: '{{labels_id.name}}' } } }
        : field,
    );
    const junctions = junctionColumnsOf('articles', ['title', 'labels'], fields, schema.relations);
    expect(relatedCollectionsOf('articles', ['title', 'labels'], schema.relations, junctions)).toEqual({ labels: 'labels' });
    const columns = buildColumns(['title', 'labels'], fields, { labels: { template: '{{code}}', primaryKeyField: 'id' } }, junctions);
    expect(queryFields('id', columns)).toEqual(['id', 'title', 'labels.labels_id.id', 'labels.labels_id.name']);
    const labels = columns[1];
    if (!labels) throw new Error('no labels column');
    expect(
      formatCell(
        [
          { id: 1, labels_id: { id: 1, name: 'News' } },
          { id: 2, labels_id: { id: 5, name: '' } },
        ],
        labels,
      ),
    ).toBe('News, 5');
  });

  it('reads a legacy related-relative m2m template from the related item, and keeps counts without related-values', () => {
    const legacy = articleFields.map((field) =>
      field.field === 'labels' && field.meta
        ? { ...field, meta: { ...field.meta, display: 'related-values', display_options: { template: '{{name}}' } } }
        : field,
    );
    const columns = buildColumns(
      ['labels'],
      legacy,
      { labels: { template: null, primaryKeyField: 'id' } },
      junctionColumnsOf('articles', ['labels'], legacy, schema.relations),
    );
    expect(queryFields('id', columns)).toEqual(['id', 'labels.labels_id.id', 'labels.labels_id.name']);
    expect(junctionColumnsOf('articles', ['labels'], articleFields, schema.relations)).toEqual({});
  });

  it("shows one translation row by the translations display's junction-relative template", () => {
    const fields = [
      ...articleFields,
      makeField('articles', 'translations', 'alias', {
        special: ['translations'],
        interface: 'translations',
        display: 'translations',
        display_options: { template: '{{title}} ({{languages_code.name}})', languageField: 'name', defaultLanguage: 'de' },
      }),
    ];
    const relations = [
      ...schema.relations,
      makeRelation('articles_translations', 'articles_id', 'articles', {
        one_field: 'translations',
        junction_field: 'languages_code',
        one_deselect_action: 'delete',
      }),
      makeRelation('articles_translations', 'languages_code', 'languages', { junction_field: 'articles_id' }),
    ];
    const columns = buildColumns(
      ['translations'],
      fields,
      { translations: { template: null, primaryKeyField: 'code' } },
      junctionColumnsOf('articles', ['translations'], fields, relations),
    );
    expect(queryFields('id', columns)).toEqual([
      'id',
      'translations.languages_code.code',
      'translations.title',
      'translations.languages_code.name',
    ]);
    const column = columns[0];
    if (!column) throw new Error('no translations column');
    const rows = [
      { id: 1, title: 'Hello', languages_code: { code: 'en', name: 'English' } },
      { id: 2, title: 'Hallo', languages_code: { code: 'de', name: 'Deutsch' } },
    ];
    expect(formatCell(rows, column)).toBe('Hallo (Deutsch)');
    expect(formatCell(rows.slice(0, 1), column)).toBe('Hello (English)');
  });

  it("shows m2a rows by the reference's {{collection}} / {{item:<collection>.field}} template", () => {
    const fields = [
      ...articleFields,
      makeField('articles', 'sections', 'alias', {
        special: ['m2a'],
        interface: 'list-m2a',
        display: 'related-values',
        display_options: { template: '{{collection}}: {{item:headings.title}}{{item:quotes.text}}' },
      }),
    ];
    const relations = [
      ...schema.relations,
      makeRelation('articles_sections', 'articles_id', 'articles', {
        one_field: 'sections',
        junction_field: 'item',
        one_deselect_action: 'delete',
      }),
      makeRelation('articles_sections', 'item', null, {
        one_collection_field: 'collection',
        one_allowed_collections: ['headings', 'quotes'],
        junction_field: 'articles_id',
      }),
    ];
    const junctions = junctionColumnsOf('articles', ['sections'], fields, relations);
    expect(relatedCollectionsOf('articles', ['sections'], relations, junctions)).toEqual({});
    const columns = buildColumns(['sections'], fields, {}, junctions);
    expect(queryFields('id', columns)).toEqual(['id', 'sections.collection', 'sections.item:headings.title', 'sections.item:quotes.text']);
    const column = columns[0];
    if (!column) throw new Error('no sections column');
    expect(
      formatCell(
        [
          { collection: 'headings', item: { title: 'Intro', text: 'no' } },
          { collection: 'quotes', item: { text: 'Be brief' } },
        ],
        column,
      ),
    ).toBe('headings: Intro, quotes: Be brief');
  });

  it('finds an image field for the cards layout', () => {
    const relations = [...schema.relations, makeRelation('articles', 'cover', 'directus_files', null)];
    const fields = [...articleFields, makeField('articles', 'cover', 'uuid', { interface: 'file-image', special: ['file'] })];
    expect(imageField('articles', fields, relations)).toBe('cover');
    expect(imageField('articles', articleFields, schema.relations)).toBeNull();
  });

  it("shows a many-to-many to the files library through its files, asking for each junction row's file", () => {
    const fields = [
      makeField('posts', 'id', 'integer', {}, { is_primary_key: true }),
      makeField('posts', 'gallery', 'alias', { interface: 'files', special: ['files'] }),
    ];
    const relations = [
      makeRelation('posts_files', 'posts_id', 'posts', { one_field: 'gallery', junction_field: 'directus_files_id' }),
      makeRelation('posts_files', 'directus_files_id', 'directus_files', { junction_field: 'posts_id' }),
    ];
    const junctions = junctionColumnsOf('posts', ['gallery'], fields, relations);
    expect(relatedCollectionsOf('posts', ['gallery'], relations, junctions, fields)).toEqual({ gallery: 'directus_files' });
    const columns = buildColumns(
      ['gallery'],
      fields,
      { gallery: { template: null, primaryKeyField: 'id', collection: 'directus_files' } },
      junctions,
    );
    expect(queryFields('id', columns)).toEqual([
      'id',
      'gallery.directus_files_id.id',
      'gallery.directus_files_id.title',
      'gallery.directus_files_id.filename_download',
      'gallery.directus_files_id.type',
    ]);
  });
});
