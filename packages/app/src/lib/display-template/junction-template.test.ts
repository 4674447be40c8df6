import { describe, expect, it } from 'vitest';
import { junctionRowLabel, m2mRowTemplate, toJunctionTemplate, toRelatedTemplate } from './junction-template.js';

const shape = { junctionField: 'categories_id', junctionFields: ['id', 'articles_id', 'categories_id', 'sort'] };

describe('toJunctionTemplate', () => {
  it("keeps the reference's junction-relative paths as they are", () => {
    expect(toJunctionTemplate('{{categories_id.name}} ({{sort}})', shape)).toBe('{{categories_id.name}} ({{sort}})');
  });

  it('moves paths written from the related item (legacy) under the junction field', () => {
    expect(toJunctionTemplate('{{name}} / {{ parent.name }}', shape)).toBe('{{categories_id.name}} / {{categories_id.parent.name}}');
  });

  it('reads translations templates from the translation row itself', () => {
    expect(
      toJunctionTemplate('{{title}} ({{languages_code.name}})', {
        junctionField: 'languages_code',
        junctionFields: ['id', 'articles_id', 'languages_code', 'title'],
      }),
    ).toBe('{{title}} ({{languages_code.name}})');
  });
});

describe('m2mRowTemplate', () => {
  it("uses the field's template, else the related collection's one moved under the junction field", () => {
    expect(m2mRowTemplate('{{categories_id.name}}', '{{code}}', shape)).toBe('{{categories_id.name}}');
    expect(m2mRowTemplate(undefined, '{{id}}: {{name}}', shape)).toBe('{{categories_id.id}}: {{categories_id.name}}');
    expect(m2mRowTemplate('', null, shape)).toBeNull();
  });
});

describe('toRelatedTemplate', () => {
  it('strips the junction step and drops what only the junction row has', () => {
    expect(toRelatedTemplate('{{categories_id.name}} #{{sort}}', 'categories_id')).toBe('{{name}} #');
    expect(toRelatedTemplate('{{sort}}', 'categories_id')).toBeNull();
    expect(toRelatedTemplate(null, 'categories_id')).toBeNull();
  });
});

describe('junctionRowLabel', () => {
  it("renders the junction row, else falls back to the related item's key", () => {
    expect(junctionRowLabel({ id: 9, categories_id: { id: 2, name: 'Travel' } }, '{{categories_id.name}}', 'categories_id', 'id')).toBe(
      'Travel',
    );
    expect(junctionRowLabel({ id: 9, categories_id: { id: 2, name: '' } }, '{{categories_id.name}}', 'categories_id', 'id')).toBe('2');
    expect(junctionRowLabel({ categories_id: 4 }, null, 'categories_id', 'id')).toBe('4');
  });
});
