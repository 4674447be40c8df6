import { describe, expect, it } from 'vitest';
import { compileRules } from './compile-rules.js';
import type { PermissionRow } from './permission-row.js';
import { fixtureSchema } from '../../test/fixtures/permission-fixture-schema.js';

const schema = fixtureSchema({ articles: { id: 'integer', title: 'string', body: 'text', owner: 'uuid', comments: 'alias' } }, 4);
const row = (parts: Partial<PermissionRow>): PermissionRow => ({
  id: 1,
  role: 'r',
  collection: 'articles',
  action: 'read',
  permissions: null,
  validation: null,
  presets: null,
  fields: ['*'],
  ...parts,
});

describe('compileRules', () => {
  it('keeps one rule per collection and action, and none for actions without rows', () => {
    const compiled = compileRules([row({}), row({ action: 'update', fields: ['title'] })], schema);
    expect(compiled.schemaVersion).toBe(4);
    expect([...compiled.rules.get('articles')!.keys()]).toEqual(['read', 'update']);
    expect(compiled.rules.get('articles')!.get('delete')).toBeUndefined();
    expect(compiled.rules.get('comments')).toBeUndefined();
  });

  it('expands * to every field of the schema, aliases included', () => {
    const rule = compileRules([row({ fields: ['*'] })], schema)
      .rules.get('articles')!
      .get('read')!;
    expect(rule).toMatchObject({ allFields: true, fields: ['id', 'title', 'body', 'owner', 'comments'] });
  });

  it('unions field lists in schema order and drops names the schema lacks', () => {
    const rule = compileRules([row({ fields: ['body', 'ghost'] }), row({ fields: ['id'] })], schema)
      .rules.get('articles')!
      .get('read')!;
    expect(rule.allFields).toBe(false);
    expect(rule.fields).toEqual(['id', 'body']);
    expect(rule.fieldSet.has('title')).toBe(false);
  });

  it('ORs item rules, and a row without one allows every item', () => {
    const a = { owner: { _eq: '$CURRENT_USER' } };
    const b = { title: { _eq: 'public' } };
    expect(
      compileRules([row({ permissions: a })], schema)
        .rules.get('articles')!
        .get('read')!.filter,
    ).toEqual(a);
    expect(
      compileRules([row({ permissions: a }), row({ permissions: b })], schema)
        .rules.get('articles')!
        .get('read')!.filter,
    ).toEqual({ _or: [a, b] });
    expect(
      compileRules([row({ permissions: a }), row({ permissions: {} })], schema)
        .rules.get('articles')!
        .get('read')!.filter,
    ).toBeNull();
  });

  it('ORs validation rules and merges presets in row order', () => {
    const rule = compileRules(
      [
        row({ action: 'create', validation: { title: { _nnull: true } }, presets: { title: 'a', body: 'b' } }),
        row({ action: 'create', validation: { body: { _eq: 'x' } }, presets: { title: 'c' } }),
      ],
      schema,
    )
      .rules.get('articles')!
      .get('create')!;
    expect(rule.validation).toEqual({ _or: [{ title: { _nnull: true } }, { body: { _eq: 'x' } }] });
    expect(rule.presets).toEqual({ title: 'c', body: 'b' });
  });

  it('records which rules use variables and which user and role paths to fetch', () => {
    const compiled = compileRules(
      [
        row({ permissions: { owner: { _eq: '$CURRENT_USER.team.lead' } } }),
        row({ action: 'create', presets: { owner: '$CURRENT_ROLE.name' } }),
        row({ action: 'delete' }),
      ],
      schema,
    );
    expect(compiled.variables).toEqual({ any: true, userPaths: ['team.lead'], rolePaths: ['name'] });
    expect(compiled.rules.get('articles')!.get('read')!.hasVariables).toBe(true);
    expect(compiled.rules.get('articles')!.get('delete')!.hasVariables).toBe(false);
  });

  it('decides no field per row for one row, or rows allowing the same fields (the SQL stays as it was)', () => {
    const a = { owner: { _eq: '$CURRENT_USER' } };
    const b = { title: { _eq: 'public' } };
    expect(
      compileRules([row({ permissions: a, fields: ['id'] })], schema)
        .rules.get('articles')!
        .get('read')!.partial,
    ).toBeNull();
    expect(
      compileRules([row({ permissions: a, fields: ['id', 'title'] }), row({ permissions: b, fields: ['title', 'id'] })], schema)
        .rules.get('articles')!
        .get('read')!.partial,
    ).toBeNull();
  });

  it('keeps the rows apart for fields only some rows allow; a row admitting every item makes its fields plain', () => {
    const a = { title: { _eq: 'public' } };
    const b = { owner: { _eq: '$CURRENT_USER' } };
    const rule = compileRules(
      [
        row({ permissions: a, fields: ['*'] }),
        row({ permissions: b, fields: ['id', 'title'] }),
        row({ permissions: null, fields: ['body'] }),
      ],
      schema,
    )
      .rules.get('articles')!
      .get('read')!;
    expect(rule.filter).toBeNull();
    expect(rule.partial!.filters).toEqual([a, b, {}]);
    expect([...rule.partial!.fields]).toEqual([
      ['id', [0, 1]],
      ['title', [0, 1]],
      ['owner', [0]],
      ['comments', [0]],
    ]);
  });

  it('fetches the variables of a row that decides fields even when another row admits every item', () => {
    const compiled = compileRules(
      [row({ permissions: { owner: { _eq: '$CURRENT_USER.team' } }, fields: ['*'] }), row({ permissions: null, fields: ['id'] })],
      schema,
    );
    expect(compiled.rules.get('articles')!.get('read')!.filter).toBeNull();
    expect(compiled.rules.get('articles')!.get('read')!.hasVariables).toBe(true);
    expect(compiled.variables.userPaths).toEqual(['team']);
  });

  it("decides created fields per row on the rows' validations (a new item has no stored values)", () => {
    const draft = { title: { _eq: 'draft' } };
    const rule = compileRules(
      [row({ action: 'create', validation: draft, fields: ['*'] }), row({ action: 'create', fields: ['title'] })],
      schema,
    )
      .rules.get('articles')!
      .get('create')!;
    expect(rule.validation).toBeNull();
    expect(rule.partial!.filters).toEqual([draft, {}]);
    expect(rule.partial!.fields.get('body')).toEqual([0]);
    expect(rule.partial!.fields.has('title')).toBe(false);
  });
});
