import { describe, expect, it } from 'vitest';
import { collectionOfRoute } from './route-collection.js';

describe('collectionOfRoute', () => {
  it('reads the collection of items routes and the system collection of system endpoints', () => {
    expect(collectionOfRoute('/items/:collection', { collection: 'articles' })).toBe('articles');
    expect(collectionOfRoute('/items/:collection/:pk', { collection: 'articles', pk: '1' })).toBe('articles');
    expect(collectionOfRoute('/users', {})).toBe('directus_users');
    expect(collectionOfRoute('/users/me', {})).toBe('directus_users');
    expect(collectionOfRoute('/permissions/me/:collection', { collection: 'articles' })).toBe('directus_permissions');
    expect(collectionOfRoute('/activity/:pk', { pk: '1' })).toBe('directus_activity');
  });

  it('has no collection for other routes', () => {
    expect(collectionOfRoute('/server/info', {})).toBeNull();
    expect(collectionOfRoute('/utils/random/string', {})).toBeNull();
    expect(collectionOfRoute(undefined, undefined)).toBeNull();
  });
});
