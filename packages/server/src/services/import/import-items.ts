import { Transform, type Readable } from 'node:stream';
import { isAppError } from '../../errors/app-error.js';
import { forbiddenOrMissing, invalidPayload } from '../../errors/error-helpers.js';
import type { CollectionOverview } from '../../schema/schema-overview.js';
import { isNestedDeeperThan } from '../../utils/nesting-depth.js';
import { itemsConfigOf, type OperationContext } from '../items/operation-context.js';
import { inTransaction } from '../items/transaction.js';
import type { ImportFormat } from './import-format.js';
import { ImportErrors } from './import-errors.js';
import type { ImportRow } from './import-row.js';
import { readCsvRows } from './read-csv-rows.js';
import { readJsonRows } from './read-json-rows.js';
import { spoolActions } from './spooled-actions.js';
import { writeImportBatch, type BatchCounts } from './write-import-batch.js';

export interface ImportOptions {
  format: ImportFormat;
  /** After each written batch: how many rows have been read so far. */
  onProgress?: (progress: { rows: number }) => void;
  /** Once every row is written, before the commit: may still refuse the import by throwing (nothing is kept). */
  beforeCommit?: () => Promise<void>;
  /** How deep a row's values may nest (MAX_JSON_DEPTH). */
  maxDepth?: number;
}

/** Rows per createItems call: one multi-row INSERT each, as many statements per row as POST /items. */
const BATCH_SIZE = 500;

/**
 * Creates (or, for a key that exists, updates) an item per record of a CSV or JSON file, read as a
 * stream and written in batches through the item operations, all in one transaction: if any row is
 * refused nothing is kept, and the rest of the file is still checked so that the answer (400) lists
 * the first 100 refused rows with their lines. The writes' action events wait in a temporary file
 * until the commit (spooled-actions.ts), so memory stays flat whatever the file's size. Answers how
 * many items were created and updated.
 */
export async function importItems(op: OperationContext, collection: string, input: Readable, options: ImportOptions): Promise<BatchCounts> {
  const overview = importTarget(op, collection);
  const counted = countBytes(input);
  const rows = options.format === 'csv' ? readCsvRows(counted, overview) : readJsonRows(counted, overview, options.maxDepth ?? 100);
  const batchSize = Math.min(BATCH_SIZE, itemsConfigOf(op).MAX_BATCH_MUTATION);
  const spool = op.events ? await spoolActions(op.events, op.accountability) : null;
  try {
    const counts = await inTransaction(op, async (transaction) => {
      const tx = spool ? spool.context(transaction) : transaction;
      const errors = new ImportErrors();
      const total: BatchCounts = { created: 0, updated: 0 };
      let batch: ImportRow[] = [];
      let read = 0;
      const flush = async () => {
        const counts = await writeImportBatch(tx, overview, batch, errors);
        total.created += counts.created;
        total.updated += counts.updated;
        batch = [];
        options.onProgress?.({ rows: read });
        await spool?.drained();
        // A file already in memory (or a fast disk) would otherwise keep the event loop to itself.
        await new Promise((resolve) => setImmediate(resolve));
      };
      for await (const row of rows) {
        read += 1;
        const problem = row.problem ?? depthProblem(row, options.maxDepth ?? 100);
        if (problem) errors.add(row, problem);
        else batch.push(row);
        if (errors.isFull) break;
        if (batch.length >= batchSize) await flush();
      }
      if (batch.length > 0 && !errors.isFull) await flush();
      if (counted.bytes === 0) throw invalidPayload('The file is empty');
      if (errors.hasErrors) throw errors.toError();
      await options.beforeCommit?.();
      return total;
    });
    await spool?.replay();
    return counts;
  } catch (error) {
    await spool?.discard();
    // Nothing more is read: let the rest of the input drain instead of stalling its source.
    input.unpipe();
    input.resume();
    const isEmpty = counted.bytes === 0 && isAppError(error) && error.code === 'INVALID_PAYLOAD';
    throw isEmpty ? invalidPayload('The file is empty') : error;
  }
}

/**
 * The collection an import writes to: user collections only, as `/items` (system ones have their
 * own services), and the caller must be allowed to create in it; otherwise FORBIDDEN, before any
 * byte of the file is read.
 */
export function importTarget(op: OperationContext, collection: string): CollectionOverview {
  const overview = op.schema.collections[collection];
  if (!overview?.hasTable || overview.isSystem || collection.startsWith('directus_')) throw forbiddenOrMissing();
  if (op.permissions && !op.permissions.rule(collection, 'create')) throw forbiddenOrMissing();
  if (overview.singleton) throw invalidPayload(`"${collection}" is a singleton: change its one item with PATCH /items/${collection}`);
  return overview;
}

function depthProblem(row: ImportRow, maxDepth: number) {
  return isNestedDeeperThan(row.values, maxDepth + 1) ? invalidPayload(`The values nest deeper than ${maxDepth} levels`) : undefined;
}

/** A pass-through that counts bytes; an error of the source (a cut upload) reaches the reader as a 400. */
function countBytes(input: Readable): Transform & { readonly bytes: number } {
  let bytes = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  input.on('error', (error) => counter.destroy(isAppError(error) ? error : invalidPayload('The file content ended early or is malformed')));
  input.pipe(counter);
  return Object.defineProperty(counter, 'bytes', { get: () => bytes }) as Transform & { readonly bytes: number };
}
