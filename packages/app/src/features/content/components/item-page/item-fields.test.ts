import { describe, expect, it } from 'vitest';
import { blogSchema, makeField, makeRelation } from '../../../../testing/fixtures.js';
import { itemReadFields } from './item-fields.js';

describe('itemReadFields', () => {
  it("asks for the deeper paths of an m2m field's junction-relative template, and for legacy ones under the junction field", () => {
    const schema = blogSchema();
    const withTemplate = (template: string) =>
      schema.fields
        .filter((field) => field.collection === 'articles')
        .map((field) => (field.field === 'labels' && field.meta ? { ...field, meta: { ...field.meta, options: { template } } } : field));
    const reference = itemReadFields('articles', withTemplate('{{labels_id.group.name}} {{articles_id}}'), schema.relations);
    expect(reference).toContain('labels.labels_id.group.name');
    expect(reference.filter((path) => path.startsWith('labels.'))).toEqual([
      'labels.*',
      'labels.labels_id.*',
      'labels.labels_id.group.name',
    ]);
    expect(itemReadFields('articles', withTemplate('{{group.name}}'), schema.relations)).toContain('labels.labels_id.group.name');
  });

  it('reads an m2a field with the item of each allowed collection expanded through `item:<collection>`', () => {
    const relations = [
      makeRelation('pages_blocks', 'pages_id', 'pages', { one_field: 'blocks', junction_field: 'item' }),
      makeRelation('pages_blocks', 'item', null, {
        one_allowed_collections: ['headings', 'texts'],
        one_collection_field: 'collection',
        junction_field: 'pages_id',
      }),
    ];
    expect(itemReadFields('pages', [makeField('pages', 'blocks', 'alias')], relations)).toEqual([
      '*',
      'blocks.*',
      'blocks.item:headings.*',
      'blocks.item:texts.*',
    ]);
  });
});
