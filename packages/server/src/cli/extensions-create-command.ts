import path from 'node:path';
import { ScaffoldError, scaffoldExtension } from '../extensions/scaffold/scaffold-extension.js';
import { EXIT_FAILED, EXIT_OK, EXIT_USAGE, type CliArgs, type CliIo } from './cli-command.js';

/**
 * `tessera extensions create <type> <name>`: scaffolds an extension into `./<name>` (under `cwd`).
 * Needs no database configuration.
 */
export async function extensionsCommand(args: CliArgs, io: CliIo, cwd: string = process.cwd()): Promise<number> {
  const [action, type, name, ...extra] = args.positionals;
  if (action !== 'create' || type === undefined || name === undefined || extra.length > 0) {
    io.stderr.write('Usage: tessera extensions create <type> <name>\n');
    return EXIT_USAGE;
  }
  try {
    const { folder, files } = await scaffoldExtension({ type, name, parent: cwd });
    if (args.values.json) io.stdout.write(`${JSON.stringify({ folder, files })}\n`);
    else {
      const relative = path.relative(cwd, folder) || '.';
      io.stdout.write(`Created the ${type} extension ${name} in ${relative}/ (${files.length} files).\n`);
      io.stdout.write(`Next: cd ${relative} && npm install && npm run build && npm test\n`);
    }
    return EXIT_OK;
  } catch (error) {
    if (!(error instanceof ScaffoldError)) throw error;
    io.stderr.write(`${error.message}\n`);
    return EXIT_FAILED;
  }
}
