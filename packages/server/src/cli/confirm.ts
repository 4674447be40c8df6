import { createInterface } from 'node:readline';
import type { CliIo } from './cli-command.js';

/**
 * Asks `question` on stderr and reads one answer line from stdin; true for y/yes. Only called
 * when stdin is a terminal: a pipe or a script gets a refusal instead (use --yes there).
 */
export async function confirm(io: CliIo, question: string): Promise<boolean> {
  if (!io.stdin?.isTTY) return false;
  const lines = createInterface({ input: io.stdin, output: io.stderr as NodeJS.WritableStream, terminal: false });
  try {
    io.stderr.write(question);
    for await (const line of lines) return /^\s*y(es)?\s*$/i.test(line);
    return false;
  } finally {
    lines.close();
  }
}
