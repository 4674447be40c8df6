import { describe, expect, it } from 'vitest';
import { getRelationInfo } from '../lib/schema/relation-info.js';
import { postsWithFilesSchema } from '../testing/file-fixtures.js';
import { makeField } from '../testing/fixtures.js';
import { interfaceFor } from './registry.js';

describe('interfaceFor: the file inputs', () => {
  const { fields, relations } = postsWithFilesSchema();
  const field = (name: string) => fields.find((entry) => entry.collection === 'posts' && entry.field === name);
  const relationOf = (name: string) => getRelationInfo('posts', name, relations);

  it('uses file, file-image and files where the field names them', () => {
    expect(interfaceFor(field('cover')!, relationOf('cover'))?.id).toBe('file-image');
    expect(interfaceFor(field('attachment')!, relationOf('attachment'))?.id).toBe('file');
    expect(interfaceFor(field('gallery')!, relationOf('gallery'))?.id).toBe('files');
  });

  it('defaults a relation to directus_files to the file inputs, other relations to the generic ones', () => {
    const bare = (name: string, type: 'uuid' | 'alias') => makeField('posts', name, type);
    expect(interfaceFor(bare('cover', 'uuid'), relationOf('cover'))?.id).toBe('file');
    expect(interfaceFor(bare('gallery', 'alias'), relationOf('gallery'))?.id).toBe('files');
    const toAuthors = getRelationInfo('posts', 'author', [{ ...relations[0]!, field: 'author', related_collection: 'authors' }]);
    expect(interfaceFor(bare('author', 'uuid'), toAuthors)?.id).toBe('select-dropdown-m2o');
  });

  it('does not use a file input on a field without the relation it needs', () => {
    const unrelated = makeField('posts', 'code', 'uuid', { interface: 'file' });
    expect(interfaceFor(unrelated, null)?.id).toBe('input');
  });
});
