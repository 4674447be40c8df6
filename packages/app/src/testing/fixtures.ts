import type { FieldType } from '@tessera/shared';
import type { Collection, CollectionMeta, Field, FieldMeta, FieldSchema, Relation, RelationMeta } from '../lib/schema/types.js';
import type { FakeData } from './fake-client.js';

/**
 * Builders for the wire types of `/collections`, `/fields` and `/relations`: each fills every
 * required member with the value a plain user-made row has, so a test names only what matters.
 */

/** A field row as `/fields/:collection` returns it; `meta` and `schema` parts override the defaults. */
export function makeField(
  collection: string,
  field: string,
  type: FieldType,
  meta: Partial<FieldMeta> = {},
  schema: Partial<FieldSchema> = {},
): Field {
  return {
    collection,
    field,
    type,
    schema: type === 'alias' ? null : fieldSchemaFixture(collection, field, type, schema),
    meta: fieldMetaFixture(collection, field, meta),
  };
}

export function fieldMetaFixture(collection: string, field: string, meta: Partial<FieldMeta> = {}): FieldMeta {
  return {
    id: null,
    collection,
    field,
    special: null,
    interface: null,
    options: null,
    display: null,
    display_options: null,
    readonly: false,
    hidden: false,
    sort: null,
    width: 'full',
    group: null,
    translations: null,
    note: null,
    conditions: null,
    required: false,
    validation: null,
    validation_message: null,
    ...meta,
  };
}

export function fieldSchemaFixture(collection: string, field: string, type: FieldType, schema: Partial<FieldSchema> = {}): FieldSchema {
  return {
    name: field,
    table: collection,
    data_type: type,
    default_value: null,
    max_length: null,
    numeric_precision: null,
    numeric_scale: null,
    is_nullable: true,
    is_unique: false,
    is_primary_key: false,
    is_generated: false,
    generation_expression: null,
    has_auto_increment: false,
    foreign_key_table: null,
    foreign_key_column: null,
    comment: null,
    ...schema,
  };
}

export function makeCollection(collection: string, meta: Partial<CollectionMeta> = {}): Collection {
  return { collection, schema: { name: collection }, meta: collectionMetaFixture(collection, meta) };
}

export function collectionMetaFixture(collection: string, meta: Partial<CollectionMeta> = {}): CollectionMeta {
  return {
    collection,
    icon: null,
    note: null,
    color: null,
    display_template: null,
    hidden: false,
    singleton: false,
    translations: null,
    preview_url: null,
    versioning: false,
    trash: false,
    archive_field: null,
    archive_app_filter: true,
    archive_value: null,
    unarchive_value: null,
    sort_field: null,
    accountability: null,
    item_duplication_fields: null,
    sort: null,
    group: null,
    collapse: 'open',
    ...meta,
  };
}

/**
 * A relation row from the many side `collection.field` to `related` (null for a many-to-any);
 * `meta: null` for a relation without a `directus_relations` row, else its parts override the defaults.
 */
export function makeRelation(collection: string, field: string, related: string | null, meta: Partial<RelationMeta> | null = {}): Relation {
  return {
    collection,
    field,
    related_collection: related,
    schema: null,
    meta: meta && {
      id: null,
      many_collection: collection,
      many_field: field,
      one_collection: related,
      one_field: null,
      one_collection_field: null,
      one_allowed_collections: null,
      junction_field: null,
      sort_field: null,
      one_deselect_action: 'nullify',
      ...meta,
    },
  };
}

function m2o(
  collection: string,
  field: string,
  related: string,
  oneField: string | null = null,
  junctionField: string | null = null,
): Relation {
  return makeRelation(collection, field, related, { one_field: oneField, junction_field: junctionField });
}

const id = (collection: string) =>
  makeField(
    collection,
    'id',
    'integer',
    { hidden: true, readonly: true },
    { is_primary_key: true, has_auto_increment: true, is_nullable: false },
  );

/**
 * A small blog: articles (every interface), their author (m2o), comments (o2m), labels (m2m
 * through articles_labels) and a singleton. Returned fresh on every call.
 */
export function blogSchema(): Pick<FakeData, 'collections' | 'fields' | 'relations' | 'items'> {
  const choices = [
    { text: 'Draft', value: 'draft' },
    { text: 'Published', value: 'published' },
    { text: 'Archived', value: 'archived' },
  ];
  return {
    collections: [
      makeCollection('articles', {
        display_template: '{{title}} by {{author.name}}',
        archive_field: 'status',
        archive_value: 'archived',
        unarchive_value: 'draft',
        archive_app_filter: true,
        sort_field: 'sort',
        accountability: 'all',
        item_duplication_fields: ['title', 'body', 'status'],
        sort: 1,
      }),
      makeCollection('authors', { display_template: '{{name}}', sort: 2, group: 'people' }),
      makeCollection('people', { sort: 3 }),
      makeCollection('comments', { display_template: '{{body}}', hidden: true }),
      makeCollection('labels', { display_template: '{{name}}', sort: 4 }),
      makeCollection('articles_labels', { hidden: true }),
      makeCollection('site_settings', { singleton: true, sort: 5 }),
    ],
    fields: [
      id('articles'),
      makeField('articles', 'title', 'string', { interface: 'input', required: true, width: 'half', sort: 1 }),
      makeField('articles', 'slug', 'string', {
        interface: 'input',
        options: { slug: true },
        width: 'half',
        sort: 2,
        note: 'Used in the URL',
      }),
      makeField('articles', 'status', 'string', { interface: 'select-dropdown', options: { choices }, width: 'half', sort: 3 }),
      makeField('articles', 'category', 'string', {
        interface: 'select-radio',
        options: {
          choices: [
            { text: 'News', value: 'news' },
            { text: 'Opinion', value: 'opinion' },
          ],
        },
        width: 'half',
        sort: 4,
      }),
      makeField('articles', 'summary', 'text', { interface: 'input-multiline', sort: 5 }),
      makeField('articles', 'body', 'text', { interface: 'input-rich-text-md', sort: 6 }),
      makeField('articles', 'published', 'boolean', { interface: 'boolean', special: ['cast-boolean'], sort: 7 }),
      makeField('articles', 'publish_date', 'dateTime', { interface: 'datetime', sort: 8 }),
      makeField('articles', 'tags', 'json', { interface: 'tags', special: ['cast-json'], sort: 9 }),
      makeField('articles', 'metadata', 'json', {
        interface: 'input-code',
        special: ['cast-json'],
        options: { language: 'JSON' },
        sort: 10,
      }),
      makeField('articles', 'color', 'string', { interface: 'select-color', sort: 11 }),
      makeField('articles', 'uid', 'uuid', { interface: 'input', special: ['uuid'], readonly: true, sort: 12 }),
      makeField('articles', 'word_count', 'integer', { interface: 'input', sort: 13 }),
      makeField('articles', 'author', 'integer', { interface: 'select-dropdown-m2o', special: ['m2o'], sort: 14 }),
      makeField('articles', 'comments', 'alias', { interface: 'list-o2m', special: ['o2m'], sort: 15 }),
      makeField('articles', 'labels', 'alias', { interface: 'list-m2m', special: ['m2m'], sort: 16 }),
      makeField('articles', 'sort', 'integer', { hidden: true, sort: 17 }),
      id('authors'),
      makeField('authors', 'name', 'string', { interface: 'input', required: true }),
      id('comments'),
      makeField('comments', 'body', 'text', { interface: 'input-multiline', required: true }),
      makeField('comments', 'article', 'integer', { interface: 'select-dropdown-m2o', special: ['m2o'] }),
      id('labels'),
      makeField('labels', 'name', 'string', { interface: 'input' }),
      id('articles_labels'),
      makeField('articles_labels', 'articles_id', 'integer', { hidden: true }),
      makeField('articles_labels', 'labels_id', 'integer', { hidden: true }),
      id('site_settings'),
      makeField('site_settings', 'site_name', 'string', { interface: 'input' }),
    ],
    relations: [
      m2o('articles', 'author', 'authors'),
      m2o('comments', 'article', 'articles', 'comments'),
      m2o('articles_labels', 'articles_id', 'articles', 'labels', 'labels_id'),
      m2o('articles_labels', 'labels_id', 'labels', null, 'articles_id'),
    ],
    items: {
      authors: [
        { id: 1, name: 'Ann' },
        { id: 2, name: 'Bob' },
      ],
      articles: [
        { id: 1, title: 'Hello', slug: 'hello', status: 'published', author: 1, sort: 1, tags: ['intro'], published: true },
        { id: 2, title: 'Second', slug: 'second', status: 'draft', author: 2, sort: 2, tags: null, published: false },
        { id: 3, title: 'Old news', slug: 'old-news', status: 'archived', author: 1, sort: 3, tags: null, published: false },
      ],
      comments: [
        { id: 1, body: 'Nice post', article: 1 },
        { id: 2, body: 'Thanks', article: 1 },
      ],
      labels: [
        { id: 1, name: 'Tech' },
        { id: 2, name: 'Life' },
      ],
      articles_labels: [{ id: 1, articles_id: 1, labels_id: 1 }],
      site_settings: [{ id: 1, site_name: 'My site' }],
    },
  };
}
