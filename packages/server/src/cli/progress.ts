import { SingleBar } from 'cli-progress';
import type { CliIo } from './cli-command.js';

export interface Progress {
  /** Sets the total when it becomes known (a file's size, a count of rows); unknown totals show a count only. */
  setTotal(total: number): void;
  /** Moves the bar to `done` units. */
  update(done: number): void;
  stop(): void;
}

const SILENT: Progress = { setTotal() {}, update() {}, stop() {} };

/**
 * A progress bar on stderr when it is a terminal and --json was not given; otherwise nothing, so
 * scripts and pipes see only the command's result. `unit` names what is counted ("rows", "bytes").
 */
export function startProgress(io: CliIo, label: string, unit: string, json: boolean): Progress {
  if (!io.interactive || json) return SILENT;
  const bar = new SingleBar({
    stream: io.stderr as NodeJS.WriteStream,
    format: `${label} [{bar}] {percentage}% | {value}/{total} ${unit} | {duration_formatted}`,
    hideCursor: true,
    clearOnComplete: false,
    etaBuffer: 50,
    // `io.interactive` already decided that a bar is wanted; a stream that is no TTY (a test's, a
    // pseudo-terminal without isTTY) still gets it, redrawn as lines instead of in place.
    noTTYOutput: true,
  });
  let total = 0;
  let started = false;
  return {
    setTotal(value) {
      total = value;
      if (started) bar.setTotal(value);
      else {
        bar.start(value, 0);
        started = true;
      }
    },
    update(done) {
      if (!started) {
        bar.start(Math.max(total, done), 0);
        started = true;
      }
      if (done > total) bar.setTotal((total = done));
      bar.update(done);
    },
    stop() {
      if (started) bar.stop();
    },
  };
}
