import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { RUN_SLOW_TESTS } from '../../../../test/harness/slow-tests.js';
import { EXPORT_FORMATS } from '../export-format.js';
import { createExportSerializer } from './create-export-serializer.js';

// A full collection before each reading, so the figures are what the serialiser keeps, not garbage.
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;
const retainedHeap = () => {
  collectGarbage();
  return process.memoryUsage().heapUsed;
};

// The full volume under CI=true or SLOW=1; a local run streams a quarter of it, sampled as often.
const ROWS = RUN_SLOW_TESTS ? 200_000 : 50_000;
const PAGE = 1_000;
const SAMPLE_EVERY = Math.floor(ROWS / PAGE / 8);

/** Page `index` of generated items, made on demand, as readPages hands them over. */
function page(index: number): Record<string, unknown>[] {
  return Array.from({ length: PAGE }, (_, n) => {
    const id = index * PAGE + n;
    return {
      id,
      title: `Item ${id}, "quoted"\nwith ünïcode ✓`,
      price: `${id % 1000}.25`,
      published: id % 2 === 0,
      created: new Date(Date.UTC(2024, 0, 1) + id * 1000),
      data: { n: id, tags: ['a', 'b'], nested: { ok: true } },
      author: id % 3 === 0 ? null : { id: id % 50, name: `Author ${id % 50}` },
    };
  });
}

describe('streaming export serializers: memory', () => {
  it.each(EXPORT_FORMATS)(
    `%s: ${ROWS.toLocaleString('en')} rows stream with the heap flat, far below the size of the file`,
    async (format) => {
      let bytes = 0;
      const serializer = createExportSerializer(
        format,
        async (chunk) => {
          bytes += Buffer.byteLength(chunk);
        },
        { csv: { escapeFormulas: true } },
      );
      const baseline = retainedHeap();
      const retained: number[] = [];
      for (let index = 0; index < ROWS / PAGE; index += 1) {
        await serializer.page(page(index));
        if (index % SAMPLE_EVERY === SAMPLE_EVERY - 1) retained.push(retainedHeap() - baseline);
      }
      await serializer.end();
      const mb = (value: number) => (value / 2 ** 20).toFixed(1);
      console.log(
        `${format}: ${mb(bytes)} MB written; heap kept after every ${(SAMPLE_EVERY * PAGE).toLocaleString('en')} rows: ${retained.map(mb).join(', ')} MB`,
      );
      expect(bytes).toBeGreaterThan(ROWS * 100);
      // Loose bounds: a few MB of serialiser state, never the file, and no growth with the rows.
      expect(Math.max(...retained)).toBeLessThan(16 * 2 ** 20);
      expect(retained.at(-1)! - retained[0]!).toBeLessThan(4 * 2 ** 20);
    },
    120_000,
  );
});
