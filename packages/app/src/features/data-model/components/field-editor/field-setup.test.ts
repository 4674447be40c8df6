import { describe, expect, it } from 'vitest';
import { fieldSetup, validateFieldForm } from './field-setup.js';
import type { FieldForm } from './field-setup.js';
import { makeField } from '../../../../testing/fixtures.js';
import type { SetupSchema } from './relations/relation-draft.js';

function schemaOf(keys: Record<string, 'integer' | 'uuid'>, collections: string[] = []): SetupSchema {
  return {
    collections: new Set([...Object.keys(keys), ...collections]),
    fields: new Map(Object.entries(keys).map(([name, type]) => [name, [makeField(name, 'id', type, {}, { is_primary_key: true })]])),
  };
}
const NONE = schemaOf({});

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
    expect(fieldSetup('articles', base, NONE)).toEqual({
      collections: [],
      field: {
        field: 'title',
        type: 'string',
        meta: { note: null, display: null, width: 'full', required: true, readonly: false, hidden: false, interface: 'input' },
        schema: { default_value: null, is_nullable: false, is_unique: true, max_length: 120 },
      },
      fields: [],
      relations: [],
      items: [],
    });
    expect(fieldSetup('articles', { ...base, type: 'integer', defaultValue: '3', length: '' }, NONE).field.schema).toEqual({
      default_value: 3,
      is_nullable: false,
      is_unique: true,
    });
  });

  it('makes a many-to-one typed like the related primary key, then its relation', () => {
    const setup = fieldSetup(
      'articles',
      {
        ...base,
        kind: 'm2o',
        field: 'author',
        related: 'authors',
        display: 'related-values',
        interface: 'select-dropdown-m2o',
        special: ['m2o'],
      },
      schemaOf({ authors: 'uuid' }),
    );
    expect(setup.field).toMatchObject({
      field: 'author',
      type: 'uuid',
      meta: { interface: 'select-dropdown-m2o', special: ['m2o'], display: 'related-values' },
    });
    expect(setup.relations).toEqual([expect.objectContaining({ collection: 'articles', field: 'author', related_collection: 'authors' })]);
  });

  it('makes a presentation field an alias with no schema and its special flags', () => {
    const setup = fieldSetup(
      'articles',
      { ...base, kind: 'presentation', field: 'divider', interface: 'presentation-divider', special: ['alias', 'no-data'] },
      NONE,
    );
    expect(setup.field).toMatchObject({
      type: 'alias',
      schema: null,
      meta: { interface: 'presentation-divider', special: ['alias', 'no-data'] },
    });
  });
});

describe('validateFieldForm', () => {
  it('refuses empty, malformed and taken keys, a missing related collection', () => {
    expect(validateFieldForm('articles', { ...base, field: '' }, [], []).field).toBe('Enter a key.');
    expect(validateFieldForm('articles', { ...base, field: '1x' }, [], []).field).toMatch(/lower-case/);
    expect(validateFieldForm('articles', base, ['title'], []).field).toBe('A field named "title" already exists.');
    expect(validateFieldForm('articles', { ...base, kind: 'm2o' }, [], []).related).toBe('Choose the related collection.');
    expect(validateFieldForm('articles', { ...base, length: 'ten' }, [], []).length).toBe('Enter a whole number.');
  });
});
