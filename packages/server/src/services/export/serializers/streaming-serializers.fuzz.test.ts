import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ExportFileOptions } from '../export-file-options.js';
import { EXPORT_FORMATS, type ExportFormat } from '../export-format.js';
import { createExportSerializer } from './create-export-serializer.js';
import { serializeExport } from './serialize-export.js';
import { fuzzRuns } from '../../../../test/harness/slow-tests.js';

const key = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom('id', 'title', 'body', 'data', 'author', 'n', 'flag') },
  { weight: 1, arbitrary: fc.constantFrom('__proto__', 'constructor', 'toString', 'a.b', '', 'x y', 'título', 'say "hi"', '1st') },
  { weight: 1, arbitrary: fc.string({ maxLength: 6 }) },
);
const text = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.constantFrom('a, "b"\nc\r\nd', '"', '""', '\n', '\r', ',', ' ', 'null', '<x>&amp;</x>', ']]>', '- item', 'key: value', '\u0000\uD800'),
);
const scalar = fc.oneof(fc.constant(null), fc.boolean(), fc.integer(), fc.double({ noNaN: true }), text);
const value: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    scalar,
    fc.array(tie('value'), { maxLength: 3 }),
    fc.array(fc.tuple(key, tie('value')), { maxLength: 3 }).map((entries) => Object.fromEntries(entries)),
  ),
})).value;
const item = fc.array(fc.tuple(key, value), { maxLength: 6 }).map((entries) => Object.fromEntries(entries) as Record<string, unknown>);

/** The items cut into pages of the given sizes (the last page takes the rest). */
function pagesOf<T>(items: T[], sizes: number[]): T[][] {
  const pages: T[][] = [];
  let at = 0;
  for (const size of sizes) {
    if (at >= items.length) break;
    pages.push(items.slice(at, at + size));
    at += size;
  }
  if (at < items.length) pages.push(items.slice(at));
  return pages;
}

const ESCAPING: ExportFileOptions = { csv: { escapeFormulas: true } };

async function streamed(format: ExportFormat, pages: unknown[][], options = ESCAPING): Promise<string> {
  let output = '';
  const serializer = createExportSerializer(
    format,
    async (chunk) => {
      output += chunk;
    },
    options,
  );
  for (const page of pages) await serializer.page(page);
  await serializer.end();
  return output;
}

describe('streaming export serializers', () => {
  it.each(EXPORT_FORMATS)('%s: pages streamed one by one give the one-shot file byte for byte', async (format) => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(item, { maxLength: 25 }),
        fc.array(fc.integer({ min: 0, max: 7 }), { maxLength: 8 }),
        fc.boolean(),
        async (items, sizes, escapeFormulas) => {
          const options = { csv: { escapeFormulas } };
          // Bytes, as a file holds them: UTF-8 writes a lone surrogate as U+FFFD, spooled or not.
          expect(Buffer.from(await streamed(format, pagesOf(items, sizes), options))).toEqual(
            Buffer.from(serializeExport(format, items, options)),
          );
        },
      ),
      { numRuns: fuzzRuns(300) },
    );
  });

  it('CSV: columns first met on a later page join the header, earlier rows get their empty cells', async () => {
    const pages = [[{ id: 1, author: null }, {}], [{ id: 2, author: { name: 'Ann' }, data: { k: 'x,"y"\nz' } }]];
    expect(await streamed('csv', pages)).toBe(['"id","author","author.name","data.k"', '1,,,', ',,,', '2,,"Ann","x,""y""\nz"'].join('\n'));
    expect(await streamed('csv', pages)).toBe(serializeExport('csv', pages.flat(), ESCAPING));
  });

  it('writes the empty file of each format when there are no items', async () => {
    for (const format of EXPORT_FORMATS) expect(await streamed(format, [[], []])).toBe(serializeExport(format, [], ESCAPING));
  });
});
