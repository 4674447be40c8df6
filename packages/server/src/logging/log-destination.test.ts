import { mkdtempSync, readFileSync, openSync, closeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from './logger-options.js';
import { isPretty, logDestinationFor } from './log-destination.js';

describe('the log style', () => {
  it('is readable on a terminal and JSON elsewhere by default; pretty and raw force one', () => {
    expect(isPretty('auto', true)).toBe(true);
    expect(isPretty('auto', false)).toBe(false);
    expect(isPretty('pretty', false)).toBe(true);
    expect(isPretty('raw', true)).toBe(false);
  });

  it('writes readable lines, still redacted, when pretty, and one JSON object per line when raw', () => {
    const dir = mkdtempSync(join(tmpdir(), 'tessera-log-'));
    const write = (style: 'pretty' | 'raw') => {
      const path = join(dir, `${style}.log`);
      const fd = openSync(path, 'w');
      // A file descriptor the way stdout is one; isTTY false so no colours end up in the file.
      const logger = pino(loggerOptions({ LOG_LEVEL: 'info' }), logDestinationFor({ LOG_STYLE: style }, { fd: fd as 1, isTTY: false }));
      logger.info({ password: 'hunter2-secret' }, 'Serving the admin app');
      logger.flush();
      closeSync(fd);
      return readFileSync(path, 'utf8');
    };
    const pretty = write('pretty');
    expect(pretty).toMatch(/INFO.*: Serving the admin app/);
    expect(() => JSON.parse(pretty.split('\n')[0]!)).toThrow();
    expect(pretty).not.toContain('hunter2-secret');
    const raw = write('raw');
    expect(JSON.parse(raw.split('\n')[0]!)).toMatchObject({ msg: 'Serving the admin app', password: '--redacted--' });
  });
});
