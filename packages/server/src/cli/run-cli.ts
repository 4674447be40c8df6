import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config/load-config.js';
import { AppErrorList, isAppError } from '../errors/app-error.js';
import { EXIT_FAILED, EXIT_USAGE, type CliArgs, type CliCommand, type CliIo } from './cli-command.js';

const HELP = `Usage: tessera <command> [options]

Commands:
  start                      Migrate, create first-run data and serve the API and admin app
  bootstrap                  Migrate and create the settings and first admin, then exit
  migrate                    Run pending database migrations, then exit
  users create --email E --password P [--role ROLE]
                             Create an active user; ROLE is a role id or name
  schema snapshot [FILE] [--format json|yaml]
                             Write the data model (collections, fields, relations) to FILE or stdout
  schema apply FILE [--dry-run] [--yes]
                             Show the changes FILE (JSON, or YAML by its .yaml/.yml name) makes
                             to the data model, then apply them after confirmation
  import COLLECTION FILE     Create the items of a CSV or JSON file, all or none
  export COLLECTION FILE [--format csv|json|xml|yaml] [--filter JSON]
                             Write the items of a collection to FILE
  types --url URL [--token TOKEN] --out FILE [--watch] [--interval SECONDS]
                             Write the TypeScript declarations of the collections TOKEN may read
                             (GET /server/specs/ts) to FILE when they changed; --watch rewrites it
                             on data model changes (realtime when the server offers it, else polling
                             every SECONDS, 5 by default). Needs no database configuration
  extensions create TYPE NAME
                             Scaffold an extension (interface, display, layout, panel, module,
                             hook, endpoint or operation) with a build and a test into ./NAME.
                             Needs no database configuration
  --json                     Print the result as JSON, without progress bars (for scripts)
  --help                     Show this help

Commands that extensions register (init('cli.before' | 'cli.after', ({ program }) => …)) run
the same way: tessera <their command> [their options].

Exit codes: 0 done, 1 failed, 2 bad usage, 3 refused (bad rows, a changed schema, not confirmed).
Configuration comes from environment variables and ./.env (see README.md).`;

/**
 * Commands by their words; the longest match of the leading positionals wins. Each command's module
 * loads only when it runs: `tessera export` then never loads the HTTP server, GraphQL or image
 * libraries, which keeps ~40 MB off the resident memory of a command that streams millions of rows.
 */
const COMMANDS = new Map<string, CliCommand>([
  ['start', async (config) => (await import('./start.js')).startCommand(config)],
  ['bootstrap', async (config) => (await import('./bootstrap.js')).bootstrapCommand(config)],
  ['migrate', async (config) => (await import('./migrate.js')).migrateCommand(config)],
  [
    'users create',
    async (config, { values }) =>
      (await import('./users-create.js')).usersCreateCommand(config, { email: values.email, password: values.password, role: values.role }),
  ],
  ['schema snapshot', async (...args) => (await import('./schema-snapshot-command.js')).schemaSnapshotCommand(...args)],
  ['schema apply', async (...args) => (await import('./schema-apply-command.js')).schemaApplyCommand(...args)],
  ['import', async (...args) => (await import('./import-command.js')).importCommand(...args)],
  ['export', async (...args) => (await import('./export-command.js')).exportCommand(...args)],
]);

/** Commands that only talk HTTP to a server: they run without loading (or needing) a configuration. */
const REMOTE_COMMANDS = new Map<string, (args: CliArgs, io: CliIo) => Promise<number>>([
  ['types', async (...args) => (await import('./types-command.js')).typesCommand(...args)],
  ['extensions', async (...args) => (await import('./extensions-create-command.js')).extensionsCommand(...args)],
]);

const OPTIONS = {
  help: { type: 'boolean', short: 'h' },
  json: { type: 'boolean' },
  yes: { type: 'boolean', short: 'y' },
  'dry-run': { type: 'boolean' },
  format: { type: 'string' },
  filter: { type: 'string' },
  email: { type: 'string' },
  password: { type: 'string' },
  role: { type: 'string' },
  url: { type: 'string' },
  token: { type: 'string' },
  out: { type: 'string' },
  watch: { type: 'boolean' },
  interval: { type: 'string' },
} as const;

const PROCESS_IO: CliIo = {
  stdout: process.stdout,
  stderr: process.stderr,
  interactive: process.stderr.isTTY === true,
  stdin: process.stdin,
};

/** The first words of Tessera's own commands: any other word may name a command an extension adds. */
const OWN_WORDS = new Set(['help', ...[...COMMANDS.keys()].map((words) => words.split(' ')[0]!), ...REMOTE_COMMANDS.keys()]);

/** Parses argv and runs one command; returns the process exit code. */
export async function runCli(argv: string[], io: CliIo = PROCESS_IO): Promise<number> {
  const first = argv[0];
  // Extensions' commands parse their own options (commander), so they are routed before ours are parsed.
  if (first !== undefined && !first.startsWith('-') && !OWN_WORDS.has(first)) return extensionCommand(argv, io);
  let parsed;
  try {
    parsed = parseArgs({ args: argv, allowPositionals: true, strict: true, options: OPTIONS });
  } catch (error) {
    io.stderr.write(`${(error as Error).message}\n\n${HELP}\n`);
    return EXIT_USAGE;
  }
  const { positionals, values } = parsed;
  if (values.help || positionals.length === 0 || positionals[0] === 'help') {
    io.stdout.write(`${HELP}\n`);
    return values.help || positionals[0] === 'help' ? 0 : EXIT_USAGE;
  }
  const remote = REMOTE_COMMANDS.get(positionals[0]!);
  if (remote) {
    try {
      return await remote({ positionals: positionals.slice(1), values }, io);
    } catch (error) {
      return reportCliError(error, io);
    }
  }
  const words = positionals.length > 1 && COMMANDS.has(`${positionals[0]} ${positionals[1]}`) ? 2 : 1;
  const command = COMMANDS.get(positionals.slice(0, words).join(' '));
  if (!command) {
    io.stderr.write(`Unknown command "${positionals.join(' ')}".\n\n${HELP}\n`);
    return EXIT_USAGE;
  }
  try {
    return await command(loadConfig(), { positionals: positionals.slice(words), values }, io);
  } catch (error) {
    return reportCliError(error, io);
  }
}

async function extensionCommand(argv: string[], io: CliIo): Promise<number> {
  try {
    const { runExtensionCommand } = await import('./extension-commands.js');
    const code = await runExtensionCommand(loadConfig(), argv, io);
    if (code !== null) return code;
  } catch (error) {
    return reportCliError(error, io);
  }
  io.stderr.write(`Unknown command "${argv.filter((word) => !word.startsWith('-')).join(' ')}".\n\n${HELP}\n`);
  return EXIT_USAGE;
}

/** Prints what stopped a command: the message alone for errors meant for the user, the stack otherwise. */
export function reportCliError(error: unknown, io: CliIo): number {
  if (error instanceof ConfigError || error instanceof AppErrorList || isAppError(error)) io.stderr.write(`${error.message}\n`);
  else io.stderr.write(`${(error as Error).stack ?? String(error)}\n`);
  return EXIT_FAILED;
}
