import { describe, expect, it } from 'vitest';
import { blogSchema } from '../../../../testing/fixtures.js';
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
});
