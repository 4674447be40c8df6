import { describe, expect, it } from 'vitest';
import { openApiFixture } from '../../../testing/openapi-fixture.js';
import type { OpenApiDocument } from '../../../lib/api-docs/types.js';
import { filterTags } from './filter-tags.js';
import { groupOperations } from './group-operations.js';

const doc = (members: Record<string, unknown>): OpenApiDocument => ({ openapi: '3.1.0', info: { title: 'T', version: '1' }, ...members });

describe('groupOperations', () => {
  it('lists collection tags first, then system tags, each with its operations in document order', () => {
    const tags = groupOperations(openApiFixture());
    expect(tags.map((tag) => [tag.name, tag.isSystem])).toEqual([
      ['ItemsArticles', false],
      ['ItemsAuthors', false],
      ['ItemsHomepage', false],
      ['Server', true],
      ['Users', true],
    ]);
    expect(tags[0]?.operations.map((entry) => entry.key)).toEqual([
      'get /items/articles',
      'post /items/articles',
      'get /items/articles/{id}',
      'patch /items/articles/{id}',
      'delete /items/articles/{id}',
    ]);
    expect(tags[2]?.operations.map((entry) => entry.method)).toEqual(['get', 'patch']);
  });

  it('puts system tags declared before collections after them, and treats Items<Name> without x-collection as a collection', () => {
    const tags = groupOperations(
      doc({
        tags: [{ name: 'Roles', 'x-collection': 'directus_roles' }, { name: 'ItemsPosts' }],
        paths: { '/roles': { get: { tags: ['Roles'] } }, '/items/posts': { get: { tags: ['ItemsPosts'] } } },
      }),
    );
    expect(tags.map((tag) => tag.name)).toEqual(['ItemsPosts', 'Roles']);
  });

  it('adds undeclared and missing tags, drops unused ones, and prepends path-level parameters', () => {
    const tags = groupOperations(
      doc({
        tags: [{ name: 'Unused' }],
        paths: {
          '/a/{id}': {
            parameters: [{ name: 'id', in: 'path' }],
            get: { parameters: [{ name: 'fields', in: 'query' }] },
            summary: 'not an operation',
          },
          '/b': { post: { tags: ['Extra', 'Extra'] } },
        },
      }),
    );
    expect(tags.map((tag) => [tag.name, tag.operations.length])).toEqual([
      ['default', 1],
      ['Extra', 1],
    ]);
    expect(tags[0]?.operations[0]?.parameters).toEqual([
      { name: 'id', in: 'path' },
      { name: 'fields', in: 'query' },
    ]);
  });

  it('takes hostile tag names as plain names', () => {
    const tags = groupOperations(doc({ paths: { '/x': { get: { tags: ['__proto__'] }, post: { tags: ['constructor'] } } } }));
    expect(tags.map((tag) => [tag.name, tag.operations.length])).toEqual([
      ['__proto__', 1],
      ['constructor', 1],
    ]);
  });

  it('survives a document without paths or tags', () => {
    expect(groupOperations(doc({}))).toEqual([]);
    expect(groupOperations(doc({ paths: null, tags: 'x' }))).toEqual([]);
  });
});

describe('filterTags', () => {
  const tags = groupOperations(openApiFixture());

  it('keeps a matching tag whole, and only the matching operations of others', () => {
    expect(filterTags(tags, 'authors').map((tag) => [tag.name, tag.operations.length])).toEqual([['ItemsAuthors', 5]]);
    expect(filterTags(tags, '/users/me').map((tag) => [tag.name, tag.operations.map((entry) => entry.path)])).toEqual([
      ['Users', ['/users/me']],
    ]);
  });

  it('needs every word, ignores case, and keeps all for an empty filter', () => {
    expect(filterTags(tags, 'DELETE articles').flatMap((tag) => tag.operations.map((entry) => entry.key))).toEqual([
      'delete /items/articles/{id}',
    ]);
    expect(filterTags(tags, '  ')).toHaveLength(tags.length);
    expect(filterTags(tags, 'nothing-like-this')).toEqual([]);
  });
});
