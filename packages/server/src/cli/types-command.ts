import { resolve } from 'node:path';
import { EXIT_FAILED, EXIT_OK, EXIT_USAGE, type CliArgs, type CliIo } from './cli-command.js';
import { fetchTsSpec, RemoteError } from './fetch-ts-spec.js';
import { watchSchema } from './watch-schema.js';
import { writeIfChanged } from './write-if-changed.js';

export interface TypesOptions {
  base: URL;
  token: string | undefined;
  out: string;
  watch: boolean;
  intervalMs: number;
}

/**
 * `tessera types --url URL [--token TOKEN] --out FILE [--watch] [--interval SECONDS]`: writes the
 * server's TypeScript declarations (GET /server/specs/ts) to FILE when they differ from it. Talks
 * HTTP only: it needs no database configuration. With --watch it stays, rewriting FILE on data
 * model changes, until `signal` aborts (Ctrl-C for the process).
 */
export async function typesCommand({ values }: CliArgs, io: CliIo, signal: AbortSignal = processSignal()): Promise<number> {
  const options = parseTypesOptions(values);
  if (typeof options === 'string') {
    io.stderr.write(`${options}\n`);
    return EXIT_USAGE;
  }
  const refresh = async () => {
    const changed = await writeIfChanged(options.out, await fetchTsSpec(options.base, options.token));
    io.stdout.write(changed ? `Wrote ${options.out}\n` : `${options.out} is up to date\n`);
  };
  try {
    await refresh();
  } catch (error) {
    if (!(error instanceof RemoteError)) throw error;
    io.stderr.write(`${error.message}\n`);
    return EXIT_FAILED;
  }
  if (!options.watch) return EXIT_OK;
  await watchSchema({ ...options, refresh, io, signal });
  return EXIT_OK;
}

function parseTypesOptions(values: CliArgs['values']): TypesOptions | string {
  const text = (name: string) => (typeof values[name] === 'string' ? (values[name] as string) : undefined);
  const url = text('url');
  const out = text('out');
  if (!url || !out) return 'Usage: tessera types --url URL [--token TOKEN] --out FILE [--watch] [--interval SECONDS]';
  let base: URL;
  try {
    base = new URL(url.endsWith('/') ? url : `${url}/`);
  } catch {
    return `--url must be an http(s) URL, not "${url}".`;
  }
  if (base.protocol !== 'http:' && base.protocol !== 'https:') return `--url must be an http(s) URL, not "${url}".`;
  const interval = text('interval') === undefined ? 5 : Number(text('interval'));
  if (!Number.isFinite(interval) || interval <= 0) return `--interval must be a number of seconds above 0, not "${text('interval')}".`;
  return { base, token: text('token'), out: resolve(out), watch: values.watch === true, intervalMs: interval * 1000 };
}

/** Aborts on Ctrl-C or a termination request, so a watch ends cleanly with exit code 0. */
function processSignal(): AbortSignal {
  const controller = new AbortController();
  const stop = () => controller.abort();
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  return controller.signal;
}
