import { describe, expect, it } from 'vitest';
import { compileRules } from './compile-rules.js';
import type { PermissionRow } from './permission-row.js';
import { fixtureSchema } from './testing/fixture-schema.js';

const schema = fixtureSchema({ articles: { id: 'integer', title: 'string', body: 'text', owner: 'uuid', comments: 'alias' } }, 4);
const row = (parts: Partial<PermissionRow>): PermissionRow => ({ id: 1, role: 'r', collection: 'articles', action: 'read', permissions: null, validation: null, presets: null, fields: ['*'], ...parts });

describe('compileRules', () => {
  it('keeps one rule per collection and action, and none for actions without rows', () => {
    const compiled = compileRules([row({}), row({ action: 'update', fields: ['title'] })], schema);
    expect(compiled.schemaVersion).toBe(4);
    expect([...compiled.rules.get('articles')!.keys()]).toEqual(['read', 'update']);
    expect(compiled.rules.get('articles')!.get('delete')).toBeUndefined();
    expect(compiled.rules.get('comments')).toBeUndefined();
  });

  it('expands * to every field of the schema, aliases included', () => {
    const rule = compileRules([row({ fields: ['*'] })], schema).rules.get('articles')!.get('read')!;
    expect(rule).toMatchObject({ allFields: true, fields: ['id', 'title', 'body', 'owner', 'comments'] });
  });

  it('unions field lists in schema order and drops names the schema lacks', () => {
    const rule = compileRules([row({ fields: ['body', 'ghost'] }), row({ fields: ['id'] })], schema).rules.get('articles')!.get('read')!;
    expect(rule.allFields).toBe(false);
    expect(rule.fields).toEqual(['id', 'body']);
    expect(rule.fieldSet.has('title')).toBe(false);
  });

  it('ORs item rules, and a row without one allows every item', () => {
    const a = { owner: { _eq: '$CURRENT_USER' } };
    const b = { title: { _eq: 'public' } };
    expect(compileRules([row({ permissions: a })], schema).rules.get('articles')!.get('read')!.filter).toEqual(a);
    expect(compileRules([row({ permissions: a }), row({ permissions: b })], schema).rules.get('articles')!.get('read')!.filter).toEqual({ _or: [a, b] });
    expect(compileRules([row({ permissions: a }), row({ permissions: {} })], schema).rules.get('articles')!.get('read')!.filter).toBeNull();
  });

  it('ORs validation rules and merges presets in row order', () => {
    const rule = compileRules(
      [row({ action: 'create', validation: { title: { _nnull: true } }, presets: { title: 'a', body: 'b' } }), row({ action: 'create', validation: { body: { _eq: 'x' } }, presets: { title: 'c' } })],
      schema,
    ).rules.get('articles')!.get('create')!;
    expect(rule.validation).toEqual({ _or: [{ title: { _nnull: true } }, { body: { _eq: 'x' } }] });
    expect(rule.presets).toEqual({ title: 'c', body: 'b' });
  });

  it('records which rules use variables and which user and role paths to fetch', () => {
    const compiled = compileRules(
      [row({ permissions: { owner: { _eq: '$CURRENT_USER.team.lead' } } }), row({ action: 'create', presets: { owner: '$CURRENT_ROLE.name' } }), row({ action: 'delete' })],
      schema,
    );
    expect(compiled.variables).toEqual({ any: true, userPaths: ['team.lead'], rolePaths: ['name'] });
    expect(compiled.rules.get('articles')!.get('read')!.hasVariables).toBe(true);
    expect(compiled.rules.get('articles')!.get('delete')!.hasVariables).toBe(false);
  });
});
