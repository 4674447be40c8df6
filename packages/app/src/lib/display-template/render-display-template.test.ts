import { describe, expect, it } from 'vitest';
import { itemLabel, renderDisplayTemplate, templateFields } from './render-display-template.js';

describe('renderDisplayTemplate', () => {
  it('fills plain and relational placeholders', () => {
    const item = { title: 'Hello', author: { name: 'Ann' } };
    expect(renderDisplayTemplate('{{title}} by {{author.name}}', item)).toBe('Hello by Ann');
  });

  it('accepts spaces inside the braces and keeps the text around them', () => {
    expect(renderDisplayTemplate('#{{ id }}: {{ title }}!', { id: 7, title: 'x' })).toBe('#7: x!');
  });

  it('renders missing and null values as nothing', () => {
    expect(renderDisplayTemplate('{{title}} by {{author.name}}', { title: 'A', author: null })).toBe('A by ');
    expect(renderDisplayTemplate('{{nope}}', {})).toBe('');
  });

  it('joins the values of a path through a list of related rows', () => {
    const item = { tags: [{ tag: { name: 'a' } }, { tag: { name: 'b' } }] };
    expect(renderDisplayTemplate('{{tags.tag.name}}', item)).toBe('a, b');
    expect(renderDisplayTemplate('{{labels}}', { labels: ['x', 'y'] })).toBe('x, y');
  });

  it('reads an m2a step `item:<collection>` only from rows of that collection', () => {
    const item = {
      sections: [
        { collection: 'headings', item: { title: 'Intro' } },
        { collection: 'paragraphs', item: { title: 'not a heading', text: 'Body' } },
      ],
    };
    expect(renderDisplayTemplate('{{sections.item:headings.title}}', item)).toBe('Intro');
    expect(
      renderDisplayTemplate('{{kind}}: {{item:paragraphs.text}}', { kind: 'p', type: 'paragraphs', item: { text: 'x' } }, 'type'),
    ).toBe('p: x');
  });

  it('prints numbers, booleans and objects readably', () => {
    expect(renderDisplayTemplate('{{n}} {{b}} {{o}}', { n: 0, b: false, o: { a: 1 } })).toBe('0 false {"a":1}');
  });
});

describe('templateFields', () => {
  it('lists each path once, in order', () => {
    expect(templateFields('{{title}} by {{ author.name }} ({{title}})')).toEqual(['title', 'author.name']);
  });
});

describe('itemLabel', () => {
  it('falls back to the primary key when the template yields nothing', () => {
    expect(itemLabel({ id: 3, title: '' }, '{{title}}', 'id')).toBe('3');
    expect(itemLabel({ id: 3, title: 'T' }, '{{title}}', 'id')).toBe('T');
    expect(itemLabel({ id: 'a' }, null, 'id')).toBe('a');
  });
});
