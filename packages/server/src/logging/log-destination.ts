import pinoPretty from 'pino-pretty';
import pino, { type DestinationStream } from 'pino';
import type { Config } from '../config/load-config.js';

/** A stream the logger writes to, and whether a person reads it (a terminal). */
export interface LogOutput {
  fd: 1 | 2;
  isTTY: boolean;
}

/**
 * Where log lines go: readable lines on a terminal (`LOG_STYLE=auto`, the default, or `pretty`),
 * JSON lines otherwise (`raw`, or `auto` when the output is a file, a pipe or a log collector).
 * The logger's own redaction runs before either, so both show the same redacted fields.
 */
export function logDestinationFor(config: Pick<Config, 'LOG_STYLE'>, output: LogOutput): DestinationStream {
  if (!isPretty(config.LOG_STYLE, output.isTTY)) return pino.destination({ fd: output.fd, sync: true });
  return pinoPretty({
    destination: output.fd,
    colorize: output.isTTY,
    // Synchronous, like a terminal: lines appear in order with the banner printed on stdout.
    sync: true,
    translateTime: 'SYS:HH:MM:ss.l',
    ignore: 'pid,hostname',
  });
}

export function isPretty(style: Config['LOG_STYLE'], isTTY: boolean): boolean {
  return style === 'pretty' || (style === 'auto' && isTTY);
}
