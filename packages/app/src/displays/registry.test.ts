import { describe, expect, it } from 'vitest';
import { displayFields, displayFor, displayText } from './registry.js';
import { testColumn } from './test-column.js';

describe('display registry', () => {
  it("uses the field's display, else a default by relation, interface and type", () => {
    expect(displayFor(testColumn('string', { display: 'labels' })).id).toBe('labels');
    expect(displayFor(testColumn('boolean')).id).toBe('boolean');
    expect(displayFor(testColumn('timestamp')).id).toBe('datetime');
    expect(displayFor(testColumn('json', { interface: 'tags' })).id).toBe('labels');
    expect(displayFor(testColumn('json')).id).toBe('raw');
    expect(displayFor(testColumn('uuid', {}, { relatedCollection: 'directus_files', relatedKeyField: 'id' })).id).toBe('image');
    expect(displayFor(testColumn('uuid', {}, { relatedCollection: 'directus_users', relatedKeyField: 'id' })).id).toBe('user');
    expect(displayFor(testColumn('string', { display: 'no-such-display' })).id).toBe('plain');
  });

  it('names what a relational display needs in the one items request', () => {
    expect(displayFields(testColumn('uuid', { display: 'user' }, { relatedCollection: 'directus_users', relatedKeyField: 'id' }))).toEqual([
      'id',
      'first_name',
      'last_name',
      'email',
      'avatar',
    ]);
    expect(displayFields(testColumn('uuid', { display: 'image' }, { relatedCollection: 'directus_files', relatedKeyField: 'id' }))).toEqual(
      ['id', 'title', 'filename_download', 'type'],
    );
    expect(displayFields(testColumn('string', { display: 'labels' }))).toBeNull();
  });

  it('reads values in words through their display', () => {
    expect(displayText({ id: 'u1', first_name: 'Ann', last_name: 'Lee' }, testColumn('uuid', { display: 'user' }))).toBe('Ann Lee');
    expect(displayText({ id: 'f1', title: null, filename_download: 'cat.png' }, testColumn('uuid', { display: 'image' }))).toBe('cat.png');
    expect(displayText({ a: 1 }, testColumn('json', { display: 'raw' }))).toBe('{"a":1}');
    // WYSIWYG HTML reads as its words, never as markup.
    const html = '<p>Hi <strong>there</strong></p><img src=x onerror="alert(1)">';
    expect(displayFor(testColumn('text', { interface: 'input-rich-text-html' })).id).toBe('formatted-value');
    expect(displayText(html, testColumn('text', { interface: 'input-rich-text-html' }))).toBe('Hi there');
    expect(
      displayText(
        { id: 3, name: 'Ace' },
        testColumn('integer', { display: 'related-values' }, { template: '{{name}}', relatedKeyField: 'id' }),
      ),
    ).toBe('Ace');
    expect(
      displayText(
        [
          { id: 1, title: 'One' },
          { id: 2, title: 'Two' },
        ],
        testColumn('alias', { display: 'related-values' }, { template: '{{title}}', relatedKeyField: 'id' }),
      ),
    ).toBe('One, Two');
    expect(displayText(null, testColumn('boolean'))).toBe('');
  });
});
