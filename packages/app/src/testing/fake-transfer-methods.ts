import type { AppClient } from '../lib/app-client.js';
import { exportUrl } from '../lib/transfer/export-url.js';
import type { Field, Item, PrimaryKey } from '../lib/schema/types.js';

/** What the fake's import/export needs from the fake client. */
export interface FakeTransferStore {
  url: string;
  record(method: keyof AppClient, args: unknown[]): void;
  rowsOf(collection: string): Item[];
  fieldsOf(collection: string): Field[];
  keyOf(collection: string): string;
  nextKey(collection: string): PrimaryKey;
  getToken(): Promise<string | null>;
}

interface RowError {
  message: string;
  extensions: Record<string, unknown>;
}

/** Shaped like the SDK's TesseraError with one entry per rejected row, as the import answers 400. */
class FakeRowsError extends Error {
  readonly status = 400;
  readonly errors: RowError[];
  constructor(errors: RowError[]) {
    super(errors[0]?.message ?? 'Invalid import');
    this.name = 'TesseraError';
    this.errors = errors;
  }
}

/**
 * The rows of a test's import file: a JSON array, or a CSV header and rows with plain comma
 * separated values (no quoting; fixtures only). Line numbers are the file's, as the server's are.
 */
function rowsOfFile(text: string, fileName: string): { line: number; row: Item }[] {
  if (fileName.toLowerCase().endsWith('.json')) return (JSON.parse(text) as Item[]).map((row, index) => ({ line: index + 1, row }));
  const [header = '', ...lines] = text.split('\n');
  const names = header.split(',');
  return lines
    .map((line, index) => ({ line: index + 2, values: line.split(',') }))
    .filter(({ values }) => values.join('') !== '')
    .map(({ line, values }) => ({ line, row: Object.fromEntries(names.map((name, column) => [name, values[column] ?? null])) }));
}

/**
 * `importItems` writes every row or none: a row missing a required field is rejected with the
 * server's FAILED_VALIDATION entry (first 100), as the API answers; `holdImports` keeps the
 * upload at half its bytes until released, so a test can see the progress bar.
 */
export function fakeTransferMethods(store: FakeTransferStore) {
  let gate: Promise<void> | null = null;
  const methods: Pick<AppClient, 'importItems' | 'exportItems' | 'exportUrl'> = {
    async importItems(collection, file, fileName, options = {}) {
      const text = await file.text();
      store.record('importItems', [collection, fileName, text]);
      options.onProgress?.({ loaded: file.size / 2, total: file.size });
      if (gate) await gate;
      options.onProgress?.({ loaded: file.size, total: file.size });
      const required = store.fieldsOf(collection).filter((field) => field.meta?.required);
      const entries = rowsOfFile(text, fileName);
      const errors = entries.flatMap(({ line, row }, index) =>
        required
          .filter((field) => row[field.field] === undefined || row[field.field] === null || row[field.field] === '')
          .map((field) => ({
            message: `Line ${line}: "${field.field}" is required`,
            extensions: { code: 'FAILED_VALIDATION', line, row: index + 1, field: field.field },
          })),
      );
      if (errors.length > 0) throw new FakeRowsError(errors.slice(0, 100));
      const key = store.keyOf(collection);
      for (const { row } of entries) store.rowsOf(collection).push({ ...row, [key]: row[key] ?? store.nextKey(collection) });
    },
    async exportItems(collection, format, query, file) {
      store.record('exportItems', file ? [collection, format, query, file] : [collection, format, query]);
    },
    async exportUrl(collection, format, query) {
      store.record('exportUrl', [collection, format, query]);
      return exportUrl(store.url, collection, format, query, await store.getToken());
    },
  };
  return {
    methods,
    /** Holds every import at half its bytes until the returned function is called. */
    holdImports(): () => void {
      let release = () => {};
      gate = new Promise<void>((resolve) => (release = resolve));
      return () => {
        gate = null;
        release();
      };
    },
  };
}
