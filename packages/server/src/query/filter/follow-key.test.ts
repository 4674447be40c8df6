import { describe, expect, it } from 'vitest';
import { parseFollowKey } from './follow-key.js';

describe('parseFollowKey', () => {
  it('reads the collection and the field, spaces allowed around them', () => {
    expect(parseFollowKey('$FOLLOW(articles_tags,tags_id)')).toEqual({ collection: 'articles_tags', field: 'tags_id' });
    expect(parseFollowKey('$FOLLOW( articles_tags , tags_id )')).toEqual({ collection: 'articles_tags', field: 'tags_id' });
    expect(parseFollowKey('$FOLLOW(__proto__,constructor)')).toEqual({ collection: '__proto__', field: 'constructor' });
  });

  it('leaves other keys alone', () => {
    for (const key of ['title', 'author', '_and', 'count(tags)', 'FOLLOW(a,b)']) expect(parseFollowKey(key)).toBeNull();
  });

  it('refuses malformed forms', () => {
    for (const key of ['$FOLLOW(', '$FOLLOW()', '$FOLLOW(a)', '$FOLLOW(a,b,c)', '$FOLLOW(a,b)x', '$FOLLOW((a),b)', '$FOLLOW(a b,c)'])
      expect(() => parseFollowKey(key)).toThrow(/\$FOLLOW\(collection, field\)/);
  });
});
