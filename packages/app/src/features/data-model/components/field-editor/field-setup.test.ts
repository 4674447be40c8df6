import { describe, expect, it } from 'vitest';
import { fieldSetup, validateFieldForm } from './field-setup.js';
import type { FieldForm } from './field-setup.js';

const base: FieldForm = {
  kind: 'standard',
  field: 'title',
  type: 'string',
  interface: 'input',
  display: '',
  related: '',
  note: '',
  width: 'full',
  required: true,
  readonly: false,
  hidden: false,
  defaultValue: '',
  nullable: false,
  unique: true,
  length: '120',
};

describe('fieldSetup', () => {
  it('makes a standard field with its interface and schema options', () => {
    expect(fieldSetup('articles', base, {})).toEqual({
      collections: [],
      field: {
        field: 'title',
        type: 'string',
        meta: { note: null, display: null, width: 'full', required: true, readonly: false, hidden: false, interface: 'input' },
        schema: { default_value: null, is_nullable: false, is_unique: true, max_length: 120 },
      },
      relations: [],
    });
    expect(fieldSetup('articles', { ...base, type: 'integer', defaultValue: '3', length: '' }, {}).field.schema).toEqual({
      default_value: 3,
      is_nullable: false,
      is_unique: true,
    });
  });

  it('makes a many-to-one typed like the related primary key, then its relation', () => {
    const setup = fieldSetup(
      'articles',
      { ...base, kind: 'm2o', field: 'author', related: 'authors', display: 'related-values' },
      { authors: 'uuid' },
    );
    expect(setup.field).toMatchObject({
      field: 'author',
      type: 'uuid',
      meta: { interface: 'select-dropdown-m2o', special: ['m2o'], display: 'related-values' },
    });
    expect(setup.relations).toEqual([expect.objectContaining({ collection: 'articles', field: 'author', related_collection: 'authors' })]);
  });

  it('makes a many-to-many: the junction collection, the alias field, and two relations naming each other', () => {
    const setup = fieldSetup('articles', { ...base, kind: 'm2m', field: 'tags', related: 'tags' }, { articles: 'integer', tags: 'uuid' });
    expect(setup.collections).toHaveLength(1);
    expect(setup.collections[0]!.collection).toBe('articles_tags');
    expect(setup.collections[0]!.fields!.map((field) => [field.field, field.type])).toEqual([
      ['id', 'integer'],
      ['articles_id', 'integer'],
      ['tags_id', 'uuid'],
    ]);
    expect(setup.field).toMatchObject({ field: 'tags', type: 'alias', schema: null, meta: { interface: 'list-m2m', special: ['m2m'] } });
    expect(
      setup.relations.map((relation) => [
        relation.field,
        relation.related_collection,
        relation.meta?.one_field,
        relation.meta?.junction_field,
      ]),
    ).toEqual([
      ['articles_id', 'articles', 'tags', 'tags_id'],
      ['tags_id', 'tags', null, 'articles_id'],
    ]);
  });

  it('names the self-referencing junction keys apart', () => {
    const setup = fieldSetup('pages', { ...base, kind: 'm2m', field: 'see_also', related: 'pages' }, {});
    expect(setup.collections[0]!.fields!.map((field) => field.field)).toEqual(['id', 'pages_id', 'related_pages_id']);
  });
});

describe('validateFieldForm', () => {
  it('refuses empty, malformed and taken keys, a missing related collection and a junction that exists', () => {
    expect(validateFieldForm('articles', { ...base, field: '' }, [], []).field).toBe('Enter a key.');
    expect(validateFieldForm('articles', { ...base, field: '1x' }, [], []).field).toMatch(/lower-case/);
    expect(validateFieldForm('articles', base, ['title'], []).field).toBe('A field named "title" already exists.');
    expect(validateFieldForm('articles', { ...base, kind: 'm2o' }, [], []).related).toBe('Choose the related collection.');
    expect(
      validateFieldForm('articles', { ...base, kind: 'm2m', field: 'tags', related: 'tags' }, [], ['tags_articles']).related,
    ).toBeUndefined();
    expect(validateFieldForm('articles', { ...base, kind: 'm2m', field: 'tags', related: 'tags' }, [], ['articles_tags']).related).toBe(
      'The junction collection "articles_tags" already exists.',
    );
    expect(validateFieldForm('articles', { ...base, length: 'ten' }, [], []).length).toBe('Enter a whole number.');
  });
});
