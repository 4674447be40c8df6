import { describe, expect, it } from 'vitest';
import { mysqlDialect } from '../../db/dialects/mysql/mysql-dialect.js';
import { postgresDialect } from '../../db/dialects/postgres/postgres-dialect.js';
import { columnOfField } from './column-of-field.js';
import { parseFieldInput } from './field-input.js';
import { Problems } from './problems.js';

const parse = (raw: unknown, mode: 'create' | 'update' = 'create') => {
  const problems = new Problems();
  const input = parseFieldInput(raw, { dialect: postgresDialect, mode }, problems);
  return { input, problems: problems.list };
};

describe('parseFieldInput', () => {
  it('turns a field payload into storage form: special as CSV, JSON options as text, echoed read-only keys dropped', () => {
    const { input, problems } = parse({
      field: 'title',
      type: 'string',
      schema: { max_length: 80, is_nullable: false, default_value: 'x', data_type: 'character varying', foreign_key_table: null },
      meta: { id: 4, collection: 'posts', special: ['cast-json', 'conceal'], options: { a: 1 }, width: 'half', required: true },
    });
    expect(problems).toEqual([]);
    expect(input).toEqual({
      field: 'title',
      type: 'string',
      schema: { maxLength: 80, nullable: false, defaultValue: 'x' },
      meta: { special: 'cast-json,conceal', options: '{"a":1}', width: 'half', required: true },
    });
  });

  it('reports every problem of a payload at once', () => {
    const { problems } = parse({
      field: 'bad name',
      type: 'varchar',
      schema: { max_length: -1, wat: 1 },
      meta: { hidden: 'no', special: ['nope'], sort: 1.5 },
    });
    expect(problems).toHaveLength(7);
    expect(problems.join('\n')).toMatch(/letters, digits and underscores/);
    expect(problems.join('\n')).toMatch(/needs a "type"/);
    expect(problems.join('\n')).toMatch(/Unknown schema option "wat"/);
    expect(problems.join('\n')).toMatch(/unknown flags: nope/);
  });

  it('keeps alias and column flags apart', () => {
    expect(parse({ field: 'a', type: 'alias', schema: { is_nullable: true } }).problems.join()).toMatch(/alias and has no column/);
    expect(parse({ field: 'a', type: 'integer', meta: { special: ['m2m'] } }).problems.join()).toMatch(/for alias fields/);
    expect(parse({ field: 'a', type: 'alias', meta: { special: ['o2m'] } }).problems).toEqual([]);
  });

  it('lets an update leave out the name and the type', () => {
    expect(parse({ meta: { note: 'n' } }, 'update')).toEqual({ input: { field: '', schema: null, meta: { note: 'n' } }, problems: [] });
  });

  it('applies the name limit of the database', () => {
    const problems = new Problems();
    parseFieldInput({ field: 'x'.repeat(64), type: 'string' }, { dialect: mysqlDialect, mode: 'create' }, problems);
    expect(problems.list).toEqual([]);
    expect(parse({ field: 'x'.repeat(64), type: 'string' }).problems.join()).toMatch(/longer than 63/);
  });
});

describe('columnOfField', () => {
  const column = (type: Parameters<typeof columnOfField>[1], schema: Parameters<typeof columnOfField>[2]) => {
    const problems = new Problems();
    return { column: columnOfField('f', type, schema, null, problems), problems: problems.list };
  };

  it('uses the reference defaults: nullable, varchar(255), decimal(10, 5)', () => {
    expect(column('string', null).column).toMatchObject({
      maxLength: 255,
      nullable: true,
      unique: false,
      primary: false,
      default: { kind: 'none' },
    });
    expect(column('decimal', {}).column).toMatchObject({ precision: 10, scale: 5 });
  });

  it('converts defaults for the type and knows now()', () => {
    expect(column('timestamp', { defaultValue: 'now()' }).column.default).toEqual({ kind: 'now' });
    expect(column('boolean', { defaultValue: '1' }).column.default).toEqual({ kind: 'value', value: true });
    expect(column('json', { defaultValue: { a: 1 } }).column.default).toEqual({ kind: 'value', value: '{"a":1}' });
    expect(column('integer', { defaultValue: '12' }).column.default).toEqual({ kind: 'value', value: 12 });
    expect(column('date', { defaultValue: 'tomorrow' }).problems.join()).toMatch(/YYYY-MM-DD/);
    expect(column('geometry.Point', { defaultValue: 'POINT(1 2)' }).problems.join()).toMatch(/no default/);
  });

  it('allows keys and auto-increment only where they make sense', () => {
    expect(column('float', { primary: true }).problems.join()).toMatch(/can't be a primary key/);
    expect(column('string', { primary: true, autoIncrement: true }).problems.join()).toMatch(/auto-increment/);
    expect(column('integer', { primary: true, nullable: true }).column.nullable).toBe(false);
    expect(column('decimal', { precision: 4, scale: 6 }).problems.join()).toMatch(/numeric_scale/);
  });
});
