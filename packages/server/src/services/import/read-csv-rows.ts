import type { Readable } from 'node:stream';
import { CsvError, parse, type Info, type InfoRecord, type Options } from 'csv-parse';
import { AppErrorList } from '../../errors/app-error.js';
import { invalidPayload } from '../../errors/error-helpers.js';
import type { CollectionOverview } from '../../schema/schema-overview.js';
import { newlineCount, type NewlineCount } from '../../utils/newline-count.js';
import { csvColumnOf, csvPayloadOf, type CsvColumn } from './csv-columns.js';
import { quotedCellsOf } from './quoted-cells.js';
import { fileProblem } from './import-errors.js';
import { MAX_RECORD_CHARACTERS, type ImportRow } from './import-row.js';

type Lines = Pick<Info, 'bytes' | 'empty_lines'>;
interface ParsedRecord {
  cells: string[];
  line: number;
  /** The record as written, to tell quoted cells apart: a json leaf `"5"` is text, `5` a number. */
  raw: string;
}

/**
 * The records of a CSV file (the header row names the fields) as import rows, streamed: one record
 * at a time, each with the line it starts on. A header that names an unknown, empty or repeated
 * column is refused whole (every problem listed); a record with more or fewer cells than the
 * header is a refused row; a file that is not CSV (an unclosed quote, a record past 16 MB) stops
 * with 400 and the line its broken record starts on (the message adds where parsing stopped).
 */
export async function* readCsvRows(input: Readable, collection: CollectionOverview): AsyncGenerator<ImportRow> {
  // A record starts on the line after the previous one's end (csv-parse gives its byte offset) plus
  // the empty lines skipped since. Lines are counted here, by line feeds: csv-parse counts a CR LF in
  // a quoted cell as two. Read as each record is parsed, so they also hold when a parse error drops
  // the records still buffered.
  const newlines = newlineCount();
  let previous: Lines = { bytes: 0, empty_lines: 0 };
  const options: Options<ParsedRecord, string[]> = {
    bom: true,
    skip_empty_lines: true,
    relax_column_count: true,
    max_record_size: MAX_RECORD_CHARACTERS,
    // The raw text, not a cast callback: csv-parse's cast costs ~4 µs a cell, 60 times its parsing.
    raw: true,
    // With `raw`, a record reaches on_record as {record, raw}; the typings do not know it.
    on_record: (({ record, raw }: { record: string[]; raw: string }, { bytes, empty_lines }: InfoRecord) => {
      const line = newlines.newlinesBefore(previous.bytes) + 1 + (empty_lines - previous.empty_lines);
      previous = { bytes, empty_lines };
      return { cells: record, line, raw };
    }) as unknown as Options<ParsedRecord, string[]>['on_record'],
  };
  // The typings want on_record to answer the record's own type; it answers a record with its line.
  const parser = parse(options as unknown as Options);
  input.on('error', (error) => parser.destroy(error));
  input.pipe(newlines).pipe(parser);
  let columns: CsvColumn[] | null = null;
  let hasPaths = false;
  let row = 0;
  try {
    for await (const { cells, line, raw } of parser as AsyncIterable<ParsedRecord>) {
      if (!columns) {
        columns = headerColumns(collection, cells);
        hasPaths = columns.some((column) => column.path !== null);
      } else yield toRow(columns, cells, hasPaths ? quotedCellsOf(raw) : NONE_QUOTED, ++row, line);
    }
  } catch (error) {
    throw asParseError(error, previous, newlines);
  }
}

const NONE_QUOTED: ReadonlySet<number> = new Set();

/** The header's columns: fields, or dot paths into json fields (`data.nested.ok`, as the CSV export writes them). */
function headerColumns(collection: CollectionOverview, names: string[]): CsvColumn[] {
  const seen = new Set<string>();
  const problems = [];
  const columns: CsvColumn[] = [];
  for (const [index, raw] of names.entries()) {
    const name = raw.trim();
    const column = csvColumnOf(collection, name, raw);
    const reason =
      name === ''
        ? `column ${index + 1} has no name`
        : seen.has(column?.path ? raw : name)
          ? `the column "${name.slice(0, 100)}" appears twice`
          : !column
            ? `"${name.slice(0, 100)}" is not a field of "${collection.collection}"`
            : null;
    seen.add(column?.path ? raw : name);
    if (reason) problems.push(fileProblem(1, reason, { field: name.slice(0, 100) }));
    else columns.push(column!);
  }
  if (problems.length > 0) throw new AppErrorList(problems, 400);
  return columns;
}

function toRow(columns: CsvColumn[], cells: string[], quoted: ReadonlySet<number>, row: number, line: number): ImportRow {
  if (cells.length !== columns.length) {
    const problem = invalidPayload(`The record has ${cells.length} values, the header names ${columns.length} columns`);
    return { row, line, values: {}, problem };
  }
  return { row, line, values: csvPayloadOf(columns, cells, quoted) };
}

/** csv-parse's own errors name the file's problem; others (413, a cut upload) pass as they are. */
function asParseError(error: unknown, previous: Lines, newlines: NewlineCount): unknown {
  if (!(error instanceof CsvError)) return error;
  const { empty_lines: emptyLines, lines } = error as unknown as Partial<Info>;
  const line = newlines.newlinesBefore(previous.bytes) + 1 + Math.max(0, (emptyLines ?? 0) - previous.empty_lines);
  const reason = error.message.replace(/:.*$/s, '');
  // csv-parse's own count: the error carries no byte offset of where it stopped.
  const stoppedAt = typeof lines === 'number' ? lines : line;
  const where = stoppedAt > line ? `; parsing stopped at line ${stoppedAt}` : '';
  return fileProblem(line, `${reason} (the file is not valid CSV${where})`);
}
