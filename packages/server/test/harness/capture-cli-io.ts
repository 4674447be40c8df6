import { PassThrough } from 'node:stream';
import type { CliIo } from '../../src/cli/cli-command.js';

/** A non-interactive CliIo whose output the test reads back: `out()` and `err()` hold what was written. */
export function captureIo(): CliIo & { out(): string; err(): string } {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  let out = '';
  let err = '';
  stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  return { stdout, stderr, interactive: false, out: () => out, err: () => err };
}
