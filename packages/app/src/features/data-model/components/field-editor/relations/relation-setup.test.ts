import { describe, expect, it } from 'vitest';
import { makeField } from '../../../../../testing/fixtures.js';
import { fieldTypeChoice } from '../types/field-types.js';
import { EMPTY_RELATION_DRAFT } from './relation-draft.js';
import type { RelationDraft, SetupSchema } from './relation-draft.js';
import { relationSetup } from './relation-setup.js';
import { validateRelation } from './validate-relation.js';

const schema: SetupSchema = {
  collections: new Set(['pages', 'headings', 'texts', 'comments', 'pages_blocks']),
  fields: new Map([
    ['pages', [makeField('pages', 'uid', 'uuid', {}, { is_primary_key: true })]],
    ['comments', [makeField('comments', 'id', 'integer', {}, { is_primary_key: true }), makeField('comments', 'pages_id', 'uuid')]],
  ]),
};

function setupOf(choice: string, field: string, draft: Partial<RelationDraft>) {
  const picked = fieldTypeChoice(choice);
  return relationSetup(
    { collection: 'pages', field, kind: picked.kind, choice: picked, draft: { ...EMPTY_RELATION_DRAFT, ...draft }, meta: {} },
    schema,
  );
}

describe('relationSetup', () => {
  it('o2m: a new key in the related collection typed like this key, a sort field, then the relation naming the alias', () => {
    const setup = setupOf('o2m', 'notes', { related: 'texts', sortField: 'sort', deselectAction: 'delete' });
    expect(setup.collections).toEqual([]);
    expect(setup.field).toEqual({ field: 'notes', type: 'alias', meta: { interface: 'list-o2m', special: ['o2m'] }, schema: null });
    expect(setup.fields).toEqual([
      {
        collection: 'texts',
        field: { field: 'pages_id', type: 'uuid', meta: { hidden: true, interface: 'select-dropdown-m2o' }, schema: {} },
      },
      { collection: 'texts', field: { field: 'sort', type: 'integer', meta: { hidden: true }, schema: {} } },
    ]);
    expect(setup.relations).toEqual([
      {
        collection: 'texts',
        field: 'pages_id',
        related_collection: 'pages',
        meta: { one_field: 'notes', one_deselect_action: 'delete', sort_field: 'sort' },
        schema: { on_delete: 'SET NULL' },
      },
    ]);
  });

  it('o2m: an existing key of the related collection is used as is', () => {
    const setup = setupOf('o2m', 'comments', { related: 'comments', reverseField: 'pages_id' });
    expect(setup.fields).toEqual([]);
    expect(setup.relations[0]).toMatchObject({ collection: 'comments', field: 'pages_id', related_collection: 'pages' });
  });

  it('o2m: the suggested new key avoids a field the related collection has', () => {
    expect(setupOf('o2m', 'comments', { related: 'comments' }).fields[0]!.field.field).toBe('pages_id_1');
  });

  it('m2a: a junction with item and collection, the a2o relation listing the allowed collections', () => {
    const setup = setupOf('m2a', 'blocks', { allowedCollections: ['headings', 'texts'] });
    // pages_blocks exists, so the junction takes the next free name.
    expect(setup.collections.map((entry) => entry.collection)).toEqual(['pages_blocks_1']);
    expect(setup.field.meta).toMatchObject({ interface: 'list-m2a', special: ['m2a'] });
    expect(setup.fields.map(({ collection, field }) => [collection, field.field, field.type])).toEqual([
      ['pages_blocks_1', 'pages_uid', 'uuid'],
      ['pages_blocks_1', 'item', 'string'],
      ['pages_blocks_1', 'collection', 'string'],
    ]);
    expect(setup.relations).toEqual([
      {
        collection: 'pages_blocks_1',
        field: 'pages_uid',
        related_collection: 'pages',
        meta: { one_field: 'blocks', one_deselect_action: 'nullify', junction_field: 'item', sort_field: null },
        schema: { on_delete: 'SET NULL' },
      },
      {
        collection: 'pages_blocks_1',
        field: 'item',
        related_collection: null,
        meta: {
          one_field: null,
          sort_field: null,
          one_deselect_action: 'nullify',
          one_allowed_collections: ['headings', 'texts'],
          one_collection_field: 'collection',
          junction_field: 'pages_uid',
        },
        schema: null,
      },
    ]);
  });

  it('translations: creates the languages collection and seeds it, the junction with both keys and the translated fields', () => {
    const setup = setupOf('translations', 'translations', { translatedFields: 'title, summary' });
    expect(setup.collections.map((entry) => entry.collection)).toEqual(['pages_translations', 'languages']);
    expect(setup.collections[1]!.fields!.map((field) => [field.field, field.schema?.is_primary_key ?? false])).toEqual([
      ['code', true],
      ['name', false],
      ['direction', false],
    ]);
    expect(setup.fields.map(({ field }) => [field.field, field.type])).toEqual([
      ['pages_uid', 'uuid'],
      ['languages_code', 'string'],
      ['title', 'string'],
      ['summary', 'string'],
    ]);
    expect(setup.relations.map((relation) => [relation.field, relation.related_collection, relation.meta?.junction_field])).toEqual([
      ['pages_uid', 'pages', 'languages_code'],
      ['languages_code', 'languages', 'pages_uid'],
    ]);
    expect(setup.items[0]).toEqual({ collection: 'languages', item: { code: 'en-US', name: 'English', direction: 'ltr' } });
  });

  it('file, image and files point at directus_files by its uuid key', () => {
    expect(setupOf('file-image', 'cover', {}).field).toMatchObject({ type: 'uuid', meta: { interface: 'file-image', special: ['file'] } });
    expect(setupOf('file', 'cover', {}).relations).toEqual([
      {
        collection: 'pages',
        field: 'cover',
        related_collection: 'directus_files',
        meta: { sort_field: null },
        schema: { on_delete: 'SET NULL' },
      },
    ]);
    const files = setupOf('files', 'gallery', {});
    expect(files.collections[0]!.collection).toBe('pages_files');
    expect(files.fields.map(({ field }) => [field.field, field.type])).toEqual([
      ['pages_uid', 'uuid'],
      ['directus_files_id', 'uuid'],
    ]);
  });

  it('m2m: junction `<collection>_<related>` keyed `<collection>_<pk>` and `<related>_<pk>`, apart when self-referencing', () => {
    expect(setupOf('m2m', 'tags', { related: 'texts' }).fields.map(({ field }) => field.field)).toEqual(['pages_uid', 'texts_id']);
    const self = setupOf('m2m', 'see_also', { related: 'pages' });
    expect(self.collections[0]!.collection).toBe('pages_pages');
    expect(self.fields.map(({ field }) => field.field)).toEqual(['pages_uid', 'related_pages_uid']);
  });
});

describe('validateRelation', () => {
  const request = (kind: 'o2m' | 'm2a' | 'translations' | 'm2m', draft: Partial<RelationDraft>) => ({
    collection: 'pages',
    field: 'x',
    kind,
    draft: { ...EMPTY_RELATION_DRAFT, ...draft },
  });

  it('refuses a missing related collection, an m2a without collections, a taken or malformed junction and bad translated fields', () => {
    expect(validateRelation(request('o2m', {}), []).related).toBe('Choose the related collection.');
    expect(validateRelation(request('m2a', {}), []).allowed).toBe('Choose at least one collection.');
    expect(validateRelation(request('m2m', { related: 'texts', junction: 'texts' }), ['texts']).junction).toBe(
      'A collection named "texts" already exists.',
    );
    expect(validateRelation(request('m2m', { related: 'texts', junction: 'Bad Name' }), []).junction).toMatch(/lower-case/);
    expect(validateRelation(request('translations', { translatedFields: 'title, id' }), []).translated).toMatch(/^"id" can't/);
    expect(validateRelation(request('o2m', { related: 'texts', reverseField: '9x', sortField: 'so rt' }), [])).toMatchObject({
      reverse: expect.stringMatching(/lower-case/),
      sort: expect.stringMatching(/lower-case/),
    });
    expect(validateRelation(request('m2a', { allowedCollections: ['texts'] }), [])).toEqual({});
  });
});
