import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { lazyChildLoggerFactory } from './lazy-child-logger.js';

function recordingLogger(level: string, countChildren = true) {
  const lines: Array<Record<string, unknown>> = [];
  const parent = pino(
    { level, redact: ['*.password'] },
    { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
  );
  let children = 0;
  // pino's children inherit from their parent's object: the count replaces the parent's own method only for the first test.
  if (!countChildren) return { parent, lines, children: () => children };
  const child = parent.child.bind(parent);
  parent.child = ((...args: Parameters<typeof child>) => {
    children++;
    return child(...args);
  }) as typeof parent.child;
  return { parent, lines, children: () => children };
}

describe('the request logger made on first use', () => {
  it('makes no pino child for lines below the level, and one, with the request id, when it writes', () => {
    const { parent, lines, children } = recordingLogger('warn');
    const log = lazyChildLoggerFactory.call(null as never, parent, { reqId: 'r-1' }, {}, null as never);
    log.info('not written');
    log.debug({ any: 1 }, 'not written');
    expect(children()).toBe(0);
    expect(log.level).toBe('warn');
    log.warn({ detail: { password: 'secret' } }, 'written');
    log.error('again');
    expect(children()).toBe(1);
    expect(lines).toEqual([
      expect.objectContaining({ reqId: 'r-1', msg: 'written', detail: { password: '[Redacted]' } }),
      expect.objectContaining({ reqId: 'r-1', msg: 'again' }),
    ]);
  });

  it('keeps its bindings in its own children and follows a level set on it', () => {
    const { parent, lines } = recordingLogger('info', false);
    const log = lazyChildLoggerFactory.call(null as never, parent, { reqId: 'r-2' }, {}, null as never);
    log.child({ part: 'x' }).info('from a child');
    log.level = 'error';
    log.warn('now below the level');
    expect(lines).toEqual([expect.objectContaining({ reqId: 'r-2', part: 'x', msg: 'from a child' })]);
  });
});
