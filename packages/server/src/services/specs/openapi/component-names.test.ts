import { describe, expect, it } from 'vitest';
import { ComponentNames, pascalName } from './component-names.js';

describe('pascalName', () => {
  it.each([
    ['blog_posts', 'BlogPosts'],
    ['a-b c', 'ABC'],
    ['camelCase', 'CamelCase'],
    ['é_x', 'X'],
    ['__proto__', 'Proto'],
  ])('%j → %j', (name, expected) => expect(pascalName(name)).toBe(expected));
});

describe('ComponentNames', () => {
  it('names user collections Items<Pascal> and system ones without the prefix', () => {
    const names = new ComponentNames();
    expect(names.name('articles')).toBe('ItemsArticles');
    expect(names.name('directus_users')).toBe('Users');
    expect(names.name('articles')).toBe('ItemsArticles');
  });

  it('keeps clashing names apart, and never hands out a reserved one', () => {
    const names = new ComponentNames(['ItemsX']);
    expect(names.name('x')).toBe('ItemsX_2');
    expect(names.name('a_b')).toBe('ItemsAB');
    expect(names.name('a-b')).toBe('ItemsAB_2');
    expect(names.name('é')).toBe('ItemsCollection');
  });
});
