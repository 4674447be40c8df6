import { stringify } from 'csv-stringify/sync';
import { cellValue, csvColumnsOf, csvLabel, CSV_OPTIONS, type CsvOptions } from './csv-cells.js';
import { createCsvRowJoiner } from './csv-row-joiner.js';
import { openCsvSpool, type CsvSpool } from './csv-spool.js';
import { plainItems, type ExportSerializer, type WriteChunk } from './export-serializer.js';

/**
 * CSV export, streamed. The header names every column in the order first met across all rows (as
 * toCsv does), which only the last row settles: a JSON field's keys or a relation that is null in
 * one row and an object in another add columns on any page. So records go to a spool file as they
 * come, each as wide as the columns known then; at the end the header is written and the spool
 * replayed with the commas of the later columns added to the records written before them.
 * Memory holds one page and the column names, whatever the number of rows.
 */
export function csvSerializer(write: WriteChunk, options: CsvOptions): ExportSerializer {
  const columns: string[] = [];
  const known = new Set<string>();
  /** Record widths, run-length encoded: consecutive records of the same width share one entry. */
  const widths: { width: number; rows: number }[] = [];
  let spool: CsvSpool | null = null;

  const recordOf = (item: unknown): unknown[] => {
    const row = csvColumnsOf(item);
    for (const column of Object.keys(row)) {
      if (known.has(column)) continue;
      known.add(column);
      columns.push(column);
    }
    const last = widths.at(-1);
    if (last?.width === columns.length) last.rows += 1;
    else widths.push({ width: columns.length, rows: 1 });
    return columns.map((column) => cellValue(row[column], options));
  };

  return {
    async page(items) {
      if (items.length === 0) return;
      const records = plainItems(items).map(recordOf);
      spool ??= await openCsvSpool();
      await spool.write(stringify(records, CSV_OPTIONS));
    },
    async end() {
      if (!spool) return;
      await write(stringify([columns.map((column) => csvLabel(column, options))], CSV_OPTIONS).slice(0, -1));
      await spool.replay(write, createCsvRowJoiner(paddingOf(widths, columns.length)));
      await spool.remove();
    },
    dispose: async () => spool?.remove(),
  };
}

/**
 * The commas each record needs, in order, to be `total` cells wide. A record of no cells is one
 * empty cell as written (csv-stringify writes `[]` and `[undefined]` alike).
 */
function paddingOf(widths: readonly { width: number; rows: number }[], total: number): () => string {
  let run = 0;
  let used = 0;
  return () => {
    while (run < widths.length && used >= widths[run]!.rows) {
      run += 1;
      used = 0;
    }
    used += 1;
    const width = widths[run]?.width ?? total;
    return total === 0 ? '' : ','.repeat(total - Math.max(width, 1));
  };
}
