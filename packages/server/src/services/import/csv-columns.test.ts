import { Readable } from 'node:stream';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CollectionOverview, FieldOverview } from '../../schema/schema-overview.js';
import { nameTable } from '../../utils/name-table.js';
import { toCsv } from '../export/serializers/to-csv.js';
import type { ImportRow } from './import-row.js';
import { readCsvRows } from './read-csv-rows.js';
import { fuzzRuns } from '../../../test/harness/slow-tests.js';

/** Files meant to be read back are written unescaped (EXPORT_CSV_ESCAPE_FORMULAS=false): `'=x` would be read as that text. */
const RAW = { escapeFormulas: false };

const COLLECTION = {
  collection: 'things',
  primary: 'id',
  fields: nameTable([
    ['id', { field: 'id', type: 'integer', alias: false } as FieldOverview],
    ['data', { field: 'data', type: 'json', alias: false } as FieldOverview],
    ['title', { field: 'title', type: 'string', alias: false } as FieldOverview],
  ]),
} as CollectionOverview;

async function readBack(csv: string): Promise<Array<Record<string, unknown>>> {
  const rows: ImportRow[] = [];
  for await (const row of readCsvRows(Readable.from([csv]), COLLECTION)) rows.push(row);
  for (const row of rows) expect(row.problem).toBeUndefined();
  return rows.map((row) => row.values);
}

describe('json fields written as dot-path columns by the CSV export', () => {
  it('come back as the objects they were, with numbers, booleans, text, arrays and nulls told apart', async () => {
    const items = [
      { id: 1, data: { n: 5, code: '5', ok: true, tags: ['a', 1], nested: { deep: { x: 'y' } }, empty: {} }, title: 'a' },
      { id: 2, data: null, title: 'b' },
      { id: 3, data: [1, 2, 3], title: 'c' },
      { id: 4, data: { code: 'only', blank: '' }, title: null },
      { id: 5, data: {}, title: 'e' },
    ];
    const csv = toCsv(items, RAW);
    expect(csv.split('\n')[0]).toContain('"data.nested.deep.x"');
    expect(await readBack(csv)).toEqual(items);
  });

  it('keep a __proto__ leaf as data, never as the prototype', async () => {
    const csv = '"id","data.__proto__.polluted","data.constructor"\n1,true,"x"\n';
    const [values] = await readBack(csv);
    const data = values!.data as Record<string, unknown>;
    expect(Object.getPrototypeOf(data)).toBe(Object.prototype);
    expect(Object.keys(data)).toEqual(['__proto__', 'constructor']);
    expect(JSON.stringify(data)).toBe('{"__proto__":{"polluted":true},"constructor":"x"}');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuse dot paths into fields that are not json, and empty path segments', async () => {
    for (const header of ['"title.x"', '"data..x"', '"data."', '"nope.x"']) {
      const error = await readBack(`"id",${header}\n1,2\n`).catch((caught: unknown) => caught);
      expect(error, header).toBeInstanceOf(Error);
    }
  });

  it('round-trip any json object the export flattens (fuzz)', async () => {
    // What a CSV cannot tell apart is left out: a nested null is written as an empty cell (read as
    // a missing key), and text that looks like a JSON array or object is read as one.
    const key = fc.string({ minLength: 1, maxLength: 6 }).filter((k) => !k.includes('.'));
    const text = fc.string({ maxLength: 8 }).filter((s) => !s.startsWith('[') && !s.startsWith('{'));
    const leaf = fc.oneof(text, fc.integer(), fc.boolean(), fc.array(fc.integer(), { maxLength: 3 }));
    const { tree } = fc.letrec((tie) => ({
      tree: fc.dictionary(key, fc.oneof({ depthSize: 'small' }, leaf, tie('tree')), { maxKeys: 4 }),
    }));
    await fc.assert(
      fc.asyncProperty(fc.array(fc.option(tree, { nil: null }), { minLength: 1, maxLength: 5 }), async (datas) => {
        const items = datas.map((data, index) => ({ id: index + 1, data, title: 't' }));
        const back = await readBack(toCsv(items, RAW));
        expect(back).toEqual(items);
      }),
      { numRuns: fuzzRuns(300) },
    );
  });
});
