import { describe, expect, it } from 'vitest';
import type { ResolvedRule } from './access.js';
import { intersectRules } from './intersect-rules.js';

const rule = (fields: string[] | '*', filter: ResolvedRule['filter'] = null): ResolvedRule => {
  const list = fields === '*' ? ['id', 'title', 'secret'] : fields;
  return {
    collection: 'articles',
    action: 'read',
    filter,
    allFields: fields === '*',
    fields: list,
    fieldSet: new Set(list),
    partial: null,
    validation: null,
    presets: {},
  };
};

describe('intersectRules', () => {
  it('refuses when either side refuses', () => {
    expect(intersectRules(rule('*'), null)).toBeNull();
    expect(intersectRules(null, rule('*'))).toBeNull();
  });

  it('keeps only the fields both allow, in schema order', () => {
    expect(intersectRules(rule('*'), rule(['id', 'title']))).toMatchObject({ allFields: false, fields: ['id', 'title'] });
    expect(intersectRules(rule(['title', 'secret']), rule('*'))).toMatchObject({ allFields: false, fields: ['title', 'secret'] });
    const both = intersectRules(rule(['id', 'secret']), rule(['id', 'title']))!;
    expect(both.fields).toEqual(['id']);
    expect([...both.fieldSet]).toEqual(['id']);
    expect(intersectRules(rule('*'), rule('*'))!.allFields).toBe(true);
  });

  it('selects the items both filters select', () => {
    const mine = { owner: { _eq: 'u1' } };
    const published = { status: { _eq: 'published' } };
    expect(intersectRules(rule('*'), rule('*'))!.filter).toBeNull();
    expect(intersectRules(rule('*', mine), rule('*'))!.filter).toEqual(mine);
    expect(intersectRules(rule('*'), rule('*', mine))!.filter).toEqual(mine);
    expect(intersectRules(rule('*', published), rule('*', mine))!.filter).toEqual({ _and: [published, mine] });
  });

  it('keeps a field decided per item on either side decided per item, on both sides at once', () => {
    const mine = { owner: { _eq: 'u1' } };
    const published = { status: { _eq: 'published' } };
    const featured = { featured: { _eq: true } };
    // The share role: secret only on published items (two rows); the creator: secret and title only on featured items.
    const role: ResolvedRule = {
      ...rule('*', { _or: [published, mine] }),
      partial: { filters: [published, mine], fields: new Map([['secret', [0]]]) },
    };
    const creator: ResolvedRule = {
      ...rule('*', { _or: [featured, mine] }),
      partial: {
        filters: [featured, mine],
        fields: new Map([
          ['secret', [0]],
          ['title', [0]],
        ]),
      },
    };
    const both = intersectRules(role, creator)!;
    expect(both.fields).toEqual(['id', 'title', 'secret']);
    expect(both.partial!.fields.get('id')).toBeUndefined();
    const condition = (field: string) => both.partial!.filters[both.partial!.fields.get(field)![0]!];
    expect(condition('title')).toEqual(featured);
    expect(condition('secret')).toEqual({ _and: [published, featured] });
    expect(intersectRules(rule('*'), rule('*'))!.partial).toBeNull();
  });
});
