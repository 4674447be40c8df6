import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CollectionOverview, FieldOverview } from '../../schema/schema-overview.js';
import { nameTable } from '../../utils/name-table.js';
import type { ImportRow } from './import-row.js';
import { readCsvRows } from './read-csv-rows.js';
import { readJsonRows } from './read-json-rows.js';
import { fuzzRuns } from '../../../test/harness/slow-tests.js';

const FIELDS = ['a', 'b', 'constructor'];
const COLLECTION = {
  collection: 'things',
  primary: 'a',
  fields: nameTable(FIELDS.map((field) => [field, { field, type: 'string', alias: false } as FieldOverview])),
} as CollectionOverview;

/** The input in chunks of random sizes, as a network or disk would hand it over. */
function chunked(text: string, sizes: number[]): Readable {
  const bytes = Buffer.from(text);
  const chunks: Buffer[] = [];
  for (let start = 0, index = 0; start < bytes.length; index++) {
    const size = Math.max(1, sizes[index % Math.max(1, sizes.length)] ?? bytes.length);
    chunks.push(bytes.subarray(start, start + size));
    start += size;
  }
  return Readable.from(chunks);
}

async function collect(rows: AsyncGenerator<ImportRow>): Promise<ImportRow[]> {
  const all: ImportRow[] = [];
  for await (const row of rows) all.push(row);
  return all;
}

const cell = fc.oneof(fc.string(), fc.constantFrom('', 'a,b', 'say "hi"', 'two\nlines', 'three\r\nlines\n', 'ünï 😀'));
const chunkSizes = fc.array(fc.integer({ min: 1, max: 40 }), { minLength: 1, maxLength: 8 });

describe('readCsvRows', () => {
  it('gives each record the line it starts on, across quoted line breaks, blank lines and any chunking (fuzz)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.array(cell, { minLength: 3, maxLength: 3 }), fc.nat({ max: 2 })), { maxLength: 12 }),
        chunkSizes,
        async (records, sizes) => {
          let text = 'a,b,constructor\n';
          const expected: Array<{ line: number; values: Record<string, unknown> }> = [];
          for (const [cells, blankLines] of records) {
            // A record of empty cells is a blank line to the parser: skipped, as a spreadsheet would.
            if (cells.every((value) => value === '')) continue;
            text += '\n'.repeat(blankLines);
            const line = text.split('\n').length;
            expected.push({
              line,
              values: Object.fromEntries(FIELDS.map((field, index) => [field, cells[index] === '' ? null : cells[index]])),
            });
            text += stringify([cells], { quoted_match: /^$/ });
          }
          const rows = await collect(readCsvRows(chunked(text, sizes), COLLECTION));
          expect(rows.map(({ line, values }) => ({ line, values: { ...values } }))).toEqual(expected);
          expect(rows.map((row) => row.row)).toEqual(expected.map((_, index) => index + 1));
        },
      ),
      { numRuns: fuzzRuns(300) },
    );
  });

  it('answers an unclosed quote with the line its record starts on', async () => {
    const error = await collect(readCsvRows(Readable.from(['a,b\n1,2\n\n"3,4\n5,6\n']), COLLECTION)).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'INVALID_PAYLOAD', extensions: { line: 4 } });
    expect((error as Error).message).toMatch(/^Line 4: Quote Not Closed .*parsing stopped at line 5/);
  });

  it('refuses a record whose cell count differs from the header, as a row', async () => {
    const rows = await collect(readCsvRows(Readable.from(['a,b\n1,2\n1,2,3\n4\n']), COLLECTION));
    expect(rows.map((row) => [row.line, row.problem?.code])).toEqual([
      [2, undefined],
      [3, 'INVALID_PAYLOAD'],
      [4, 'INVALID_PAYLOAD'],
    ]);
  });
});

describe('readJsonRows', () => {
  const element = fc.dictionary(fc.constantFrom(...FIELDS), fc.oneof(fc.string(), fc.integer(), fc.constant(null)), { maxKeys: 3 });

  it('gives each element the line it starts on, however the file is indented and chunked (fuzz)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(element, fc.nat({ max: 3 }), fc.boolean()), { maxLength: 10 }),
        chunkSizes,
        async (elements, sizes) => {
          let text = '[';
          const lines: number[] = [];
          for (const [index, [value, breaks, pretty]] of elements.entries()) {
            if (index > 0) text += ',';
            text += '\n'.repeat(breaks) + ' ';
            lines.push(text.split('\n').length);
            text += JSON.stringify(value, null, pretty ? 2 : undefined);
          }
          text += '\n]';
          const rows = await collect(readJsonRows(chunked(text, sizes), COLLECTION, 100));
          expect(rows.map((row) => row.line)).toEqual(lines);
          expect(rows.map((row) => ({ ...row.values }))).toEqual(elements.map(([value]) => value));
        },
      ),
      { numRuns: fuzzRuns(300) },
    );
  });

  it('answers invalid JSON with the line where parsing stopped', async () => {
    const error = await collect(readJsonRows(Readable.from(['[\n{"a": "1"},\n{"a": 2,,}\n]']), COLLECTION, 100)).catch(
      (caught: unknown) => caught,
    );
    expect(error).toMatchObject({ code: 'INVALID_PAYLOAD', extensions: { line: 3 } });
  });

  it('refuses elements that are not objects or have keys that are not fields', async () => {
    const rows = await collect(readJsonRows(Readable.from(['[1, {"a": "x", "zz": 1}, {"__proto__": {"b": 1}}]']), COLLECTION, 100));
    expect(rows.map((row) => row.problem?.extensions.field ?? row.problem?.code)).toEqual(['INVALID_PAYLOAD', 'zz', '__proto__']);
  });
});
