import { describe, expect, it } from 'vitest';
import { makeField } from '../../testing/fixtures.js';
import { versionFixture } from '../../testing/fake-versions-methods.js';
import { versionChanges, versionKeyFrom, versionKeyProblem } from './version-rules.js';

describe('version keys', () => {
  it.each([
    ['Draft', 'draft'],
    ['Spring sale – Ümlaut copy!', 'spring-sale-umlaut-copy'],
    ['  2nd  try ', '2nd-try'],
    ['x'.repeat(80), 'x'.repeat(64)],
  ])('slugifies %j to %j', (name, key) => {
    expect(versionKeyFrom(name)).toBe(key);
  });

  const others = [versionFixture({ id: 'v1', collection: 'articles', item: '1', key: 'draft' })];
  it.each([
    ['', 'Give the version a key.'],
    ['main', '"main" is the item itself; choose another key.'],
    ['Has Space', 'Use lower-case letters, digits and hyphens only.'],
    ['draft', 'This item already has a version "draft".'],
    ['review', null],
  ])('key %j: %j', (key, problem) => {
    expect(versionKeyProblem(key, others)).toBe(problem);
  });

  it('lets a renamed version keep its own key', () => {
    expect(versionKeyProblem('draft', others, 'v1')).toBeNull();
  });
});

describe('versionChanges', () => {
  const fields = ['title', 'body', 'status'].map((field) => makeField('articles', field, 'string'));

  it('lists only the fields whose value differs from main, in the form order', () => {
    const changes = versionChanges(
      { main: { id: 1, title: 'Old', body: 'Same', status: 'draft' }, current: { status: 'published', body: 'Same', title: 'New' } },
      fields,
    );
    expect(changes).toEqual([
      { field: 'title', main: 'Old', version: 'New' },
      { field: 'status', main: 'draft', version: 'published' },
    ]);
  });

  it('treats a missing main value and null as the same, and compares objects by value', () => {
    expect(versionChanges({ main: { title: null, tags: ['a'] }, current: { title: null, tags: ['a'] } }, fields)).toEqual([]);
    expect(versionChanges({ main: { tags: ['a'] }, current: { tags: ['a', 'b'] } }, fields)).toEqual([
      { field: 'tags', main: ['a'], version: ['a', 'b'] },
    ]);
  });
});
