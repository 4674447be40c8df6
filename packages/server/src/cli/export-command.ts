import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { basename, dirname, extname, join } from 'node:path';
import type { Writable } from 'node:stream';
import { isSystemCollection } from '@tessera/shared';
import { isAppError } from '../errors/app-error.js';
import { parseQuery } from '../query/parse-query.js';
import type { Query } from '../query/query.js';
import { exportFileOptions } from '../services/export/export-file-options.js';
import { EXPORT_FORMATS, type ExportFormat } from '../services/export/export-format.js';
import { checkExportQuery, exportItems } from '../services/export/export-items.js';
import type { OperationContext } from '../services/items/operation-context.js';
import { readItems } from '../services/items/read-items.js';
import { adminOperation } from './admin-operation.js';
import { EXIT_OK, EXIT_USAGE, type CliCommand, type CliIo } from './cli-command.js';
import { startProgress } from './progress.js';
import { withAppContext } from './with-app-context.js';

const USAGE = 'Usage: tessera export COLLECTION FILE [--format csv|json|xml|yaml] [--filter JSON] [--json]';

/**
 * `tessera export COLLECTION FILE`: every item of COLLECTION (or those --filter selects) into FILE,
 * as the admin, in the format --format names or FILE's extension gives: the same file
 * `?export=` downloads, streamed page by page (exportItems), with a progress bar on a terminal.
 * FILE appears only once complete (written under a temporary name, then renamed). Usage errors,
 * a bad filter or an unknown collection exit 2.
 */
export const exportCommand: CliCommand = async (config, { positionals, values }, io) => {
  const [collection, file, ...extra] = positionals;
  const format =
    values.format ??
    extname(file ?? '')
      .slice(1)
      .toLowerCase();
  if (!collection || !file || extra.length > 0) return usage(io, USAGE);
  if (typeof format !== 'string' || !(EXPORT_FORMATS as readonly string[]).includes(format))
    return usage(io, `The format must be one of ${EXPORT_FORMATS.join(', ')} (--format, or FILE's extension).`);
  const query = filterQuery(values.filter);
  if ('error' in query) return usage(io, query.error);
  const json = values.json === true;
  const started = performance.now();
  return withAppContext(config, async (ctx) => {
    const op = await adminOperation(ctx);
    if (!op.schema.collections[collection]?.hasTable || isSystemCollection(collection) || collection.startsWith('directus_'))
      return usage(io, `There is no collection "${collection}".`);
    try {
      await checkExportQuery(op, collection, query.query);
    } catch (error) {
      if (isAppError(error)) return usage(io, error.message);
      throw error;
    }
    const progress = startProgress(io, `Exporting ${collection}`, 'items', json);
    progress.setTotal(await countItems(op, collection, query.query));
    const { rows } = await writeAtomically(file, (out) =>
      exportItems(op, collection, query.query, format as ExportFormat, out, {
        file: exportFileOptions(config),
        onProgress: (done) => progress.update(done),
      }),
    ).finally(() => progress.stop());
    const seconds = Math.round((performance.now() - started) / 100) / 10;
    io.stdout.write(json ? `${JSON.stringify({ rows, file, seconds })}\n` : `Exported ${rows} items to ${file} in ${seconds}s\n`);
    return EXIT_OK;
  });
};

function usage(io: CliIo, message: string): number {
  io.stderr.write(`${message}\n`);
  return EXIT_USAGE;
}

/** `--filter` as a query: JSON text, checked like the API's `filter` option. */
function filterQuery(text: string | boolean | undefined): { query: Query } | { error: string } {
  if (text === undefined) return { query: {} };
  if (typeof text !== 'string') return { error: '--filter needs a JSON filter, such as \'{"status":{"_eq":"published"}}\'.' };
  try {
    return { query: parseQuery({ filter: text }) };
  } catch (error) {
    if (isAppError(error)) return { error: error.message };
    throw error;
  }
}

/** How many items the export will write: the progress bar's total. */
async function countItems(op: OperationContext, collection: string, query: Query): Promise<number> {
  const { data } = await readItems(op, collection, { ...query, aggregate: { count: ['*'] } });
  return Number((data[0] as { count?: unknown } | undefined)?.count ?? 0);
}

/** Runs `write` into a temporary file beside `file`, renamed to `file` on success and removed on failure. */
async function writeAtomically<T>(file: string, write: (out: Writable) => Promise<T>): Promise<T> {
  const temporary = join(dirname(file), `.${basename(file)}.${process.pid}.partial`);
  try {
    const result = await write(createWriteStream(temporary, { flags: 'wx' }));
    await rename(temporary, file);
    return result;
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}
