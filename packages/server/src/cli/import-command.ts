import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Transform } from 'node:stream';
import type { AppContext } from '../app-context.js';
import { AppErrorList, isAppError, type AppError } from '../errors/app-error.js';
import type { Accountability } from '../permissions/accountability.js';
import { importFormatOf, type ImportFormat } from '../services/import/import-format.js';
import { importItems } from '../services/import/import-items.js';
import type { OperationContext } from '../services/items/operation-context.js';
import { EXIT_OK, EXIT_REFUSED, EXIT_USAGE, type CliCommand, type CliIo } from './cli-command.js';
import { startProgress } from './progress.js';
import { withAppContext } from './with-app-context.js';

const USAGE = 'Usage: tessera import COLLECTION FILE [--format csv|json] [--json]';

/**
 * `tessera import COLLECTION FILE`: the items of a CSV or JSON file created (or updated, by key)
 * through the same operation as `POST /utils/import/:collection`, as an admin, all or nothing.
 * A progress bar follows the bytes read; refused rows are printed `line L: message` and exit 3.
 */
export const importCommand: CliCommand = async (config, { positionals, values }, io) => {
  const [collection, file, ...rest] = positionals;
  const json = values.json === true;
  if (!collection || !file || rest.length > 0) return usage(io, USAGE);
  const format = formatOf(values.format, file);
  if (!format) return usage(io, `Can't tell the format of "${file}": give --format csv or --format json`);
  const size = await stat(file).then(
    (info) => (info.isFile() ? info.size : null),
    () => null,
  );
  if (size === null) return usage(io, `"${file}" is not a file that can be read`);
  const progress = startProgress(io, `Importing ${collection}`, 'bytes', json);
  progress.setTotal(size);
  const source = createReadStream(file);
  // The bar moves as the import takes the bytes (the pipe holds them until then).
  let bytes = 0;
  const input = source.pipe(
    new Transform({
      transform(chunk: Buffer, _encoding, done) {
        progress.update((bytes += chunk.length));
        done(null, chunk);
      },
    }),
  );
  // A read error reaches the import through the pipe; once the import has stopped, no one needs it.
  source.on('error', (error) => void (input.destroyed || input.destroy(error)));
  const started = performance.now();
  try {
    const { created, updated } = await withAppContext(config, async (ctx) =>
      importItems(await adminOperation(ctx), collection, input, { format, maxDepth: config.MAX_JSON_DEPTH }),
    );
    progress.stop();
    const seconds = Math.round((performance.now() - started) / 100) / 10;
    io.stdout.write(
      json
        ? `${JSON.stringify({ created, updated, seconds })}\n`
        : `Imported ${created + updated} items (${created} created, ${updated} updated) in ${seconds}s\n`,
    );
    return EXIT_OK;
  } catch (error) {
    progress.stop();
    input.destroy();
    source.destroy();
    const refusals = fileRefusals(error);
    if (!refusals) throw error;
    io.stdout.write(json ? `${JSON.stringify({ errors: refusals.map(describeRefusal) })}\n` : '');
    if (!json) for (const refusal of refusals) io.stderr.write(`${refusalLine(refusal)}\n`);
    return EXIT_REFUSED;
  }
};

/** An admin acting without a user, as the server does for a flow run with full access: every rule is skipped. */
async function adminOperation(ctx: AppContext): Promise<OperationContext> {
  const accountability: Accountability = {
    user: null,
    role: null,
    admin: true,
    app: true,
    ip: null,
    userAgent: 'tessera-cli',
    origin: null,
  };
  return { db: ctx.db, schema: await ctx.schema.get(), accountability, config: ctx.config, events: ctx.events, writes: ctx.writes };
}

function formatOf(option: string | boolean | undefined, file: string): ImportFormat | null {
  if (option === 'csv' || option === 'json') return option;
  if (option !== undefined) return null;
  try {
    return importFormatOf(undefined, file);
  } catch {
    return null;
  }
}

/** The errors of a file the import refused (bad rows, not CSV/JSON); others (an unknown collection) are failures. */
function fileRefusals(error: unknown): AppError[] | null {
  const errors = error instanceof AppErrorList ? error.errors : isAppError(error) ? [error] : [];
  const located = errors.filter((each) => each.extensions.line !== undefined || each.extensions.row !== undefined);
  return located.length > 0 && located.length === errors.length ? errors : null;
}

/** `line 3: "title" …`: the message without its own `Line 3: ` lead. */
function refusalLine(error: AppError): string {
  const { line, row } = error.extensions;
  const place = line !== undefined ? `line ${String(line)}` : `row ${String(row)}`;
  return `${place}: ${error.message.replace(/^(Line|Row) \d+: /, '')}`;
}

function describeRefusal(error: AppError) {
  const { line, row, field } = error.extensions;
  return { line, row, field, code: error.code, message: error.message };
}

function usage(io: CliIo, message: string): number {
  io.stderr.write(`${message}\n`);
  return EXIT_USAGE;
}
