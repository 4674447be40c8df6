import type { Config } from '../config/load-config.js';

/** Where a command writes; the tests pass their own streams, the CLI passes the process's. */
export interface CliIo {
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
  /** Whether stderr is a terminal: progress bars are drawn only there, and never with --json. */
  interactive: boolean;
  /** Where a confirmation is read from; commands that ask refuse when it is absent or not a terminal. */
  stdin?: NodeJS.ReadableStream & { isTTY?: boolean };
}

export interface CliArgs {
  /** The words after the command's own words: `tessera import posts rows.csv` gives ['posts', 'rows.csv']. */
  positionals: string[];
  /** --flag values: a string for `--name value`, true for a bare `--flag`. */
  values: Record<string, string | boolean | undefined>;
}

/** One CLI command: returns the process exit code (0 done, 1 failed, 2 bad usage, 3 refused). */
export type CliCommand = (config: Config, args: CliArgs, io: CliIo) => Promise<number>;

export const EXIT_OK = 0;
export const EXIT_FAILED = 1;
export const EXIT_USAGE = 2;
/** The command understood its input and declined: an apply against a changed schema, a file with bad rows. */
export const EXIT_REFUSED = 3;
