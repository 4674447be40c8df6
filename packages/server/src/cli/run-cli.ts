import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config/load-config.js';
import { isAppError } from '../errors/app-error.js';
import { bootstrapCommand } from './bootstrap.js';
import { migrateCommand } from './migrate.js';
import { startCommand } from './start.js';
import { usersCreateCommand } from './users-create.js';

const HELP = `Usage: tessera <command> [options]

Commands:
  start                      Migrate, create first-run data and serve the API and admin app
  bootstrap                  Migrate and create the settings and first admin, then exit
  migrate                    Run pending database migrations, then exit
  users create --email E --password P [--role ROLE]
                             Create an active user; ROLE is a role id or name
  --help                     Show this help

Configuration comes from environment variables and ./.env (see README.md).`;

/** Parses argv and runs one command; returns the process exit code. */
export async function runCli(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    strict: false,
    options: { help: { type: 'boolean', short: 'h' }, email: { type: 'string' }, password: { type: 'string' }, role: { type: 'string' } },
  });
  const command = positionals.join(' ');
  if (values.help || command === '' || command === 'help') {
    process.stdout.write(`${HELP}\n`);
    return values.help || command === 'help' ? 0 : 1;
  }
  try {
    const config = loadConfig();
    switch (command) {
      case 'start':
        return await startCommand(config);
      case 'bootstrap':
        return await bootstrapCommand(config);
      case 'migrate':
        return await migrateCommand(config);
      case 'users create':
        return await usersCreateCommand(config, { email: values.email, password: values.password, role: values.role });
      default:
        process.stderr.write(`Unknown command "${command}".\n\n${HELP}\n`);
        return 1;
    }
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      return 1;
    }
    if (isAppError(error)) {
      process.stderr.write(`${error.message}\n`);
      return 1;
    }
    process.stderr.write(`${(error as Error).stack ?? String(error)}\n`);
    return 1;
  }
}
