import { describe, expect, it } from 'vitest';
import { interfaceNames, pascalCase, propertyName } from './ts-names.js';

describe('type and property names', () => {
  it('turns collection names into PascalCase identifiers', () => {
    expect(pascalCase('blog_posts')).toBe('BlogPosts');
    expect(pascalCase('site-settings')).toBe('SiteSettings');
    expect(pascalCase('2024_stats')).toBe('C2024Stats');
    expect(pascalCase('__proto__')).toBe('Proto');
    expect(pascalCase('über_uns')).toBe('ÜberUns');
    expect(pascalCase('---')).toBe('Collection');
  });

  it('numbers names that collide with each other or with the declared ones, in the order given', () => {
    const names = interfaceNames(['my_posts', 'my-posts', 'MyPosts', 'schema', 'geo_json_point', 'constructor']);
    expect([...names]).toEqual([
      ['my_posts', 'MyPosts'],
      ['my-posts', 'MyPosts2'],
      ['MyPosts', 'MyPosts3'],
      ['schema', 'Schema2'],
      ['geo_json_point', 'GeoJsonPoint2'],
      ['constructor', 'Constructor'],
    ]);
  });

  it('quotes property names that are not identifiers, and the prototype names', () => {
    expect(propertyName('title')).toBe('title');
    expect(propertyName('$key')).toBe('$key');
    expect(propertyName('per-page')).toBe('"per-page"');
    expect(propertyName('2nd')).toBe('"2nd"');
    expect(propertyName('with "quotes"')).toBe('"with \\"quotes\\""');
    expect(propertyName('constructor')).toBe('"constructor"');
    expect(propertyName('__proto__')).toBe('"__proto__"');
  });
});
