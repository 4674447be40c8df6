import { Command, CommanderError } from 'commander';
import type { Config } from '../config/load-config.js';
import { EXIT_OK, EXIT_USAGE, type CliIo } from './cli-command.js';
import { withAppContext } from './with-app-context.js';

/**
 * Runs a command an extension registered, as the reference's CLI does: hooks get
 * `init('cli.before', ({ program }) => …)` and `init('cli.after', …)` with a commander program
 * (`program.command('models').command('snapshot')…`), then argv is parsed against it. The
 * extensions are loaded with the same context a command's operations get, on a migrated
 * database. Answers null when no extension registered a command named `argv[0]`.
 */
export async function runExtensionCommand(config: Config, argv: readonly string[], io: CliIo): Promise<number | null> {
  return withAppContext(config, async (ctx) => {
    try {
      await ctx.extensions.reload();
      const program = new Command('tessera')
        .exitOverride()
        .configureOutput({ writeOut: (text) => void io.stdout.write(text), writeErr: (text) => void io.stderr.write(text) });
      await ctx.extensions.emitInit('cli.before', { program });
      await ctx.extensions.emitInit('cli.after', { program });
      if (!program.commands.some((command) => command.name() === argv[0] || command.aliases().includes(argv[0] ?? ''))) return null;
      try {
        await program.parseAsync([...argv], { from: 'user' });
      } catch (error) {
        // Commander has already printed what was wrong (or the help it was asked for).
        if (error instanceof CommanderError) return error.exitCode === 0 ? EXIT_OK : EXIT_USAGE;
        throw error;
      }
      return EXIT_OK;
    } finally {
      await ctx.extensions.close();
    }
  });
}
