import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from './logger-options.js';
import { redactFields } from './redact-fields.js';

const R = '--redacted--';

describe('redactFields', () => {
  it('replaces sensitive keys down to four levels, in objects and arrays, whatever their case and value', () => {
    const logged = {
      password: 'p1',
      body: { Token: 't2', list: [{ otp: 123456 }], deep: { deeper: { secret: { nested: 'object' } } } },
      fine: 'kept',
    };
    expect(redactFields(logged)).toEqual({
      password: R,
      body: { Token: R, list: [{ otp: R }], deep: { deeper: { secret: R } } },
      fine: 'kept',
    });
    // The caller's object is left as it was.
    expect(logged.body.list[0]!.otp).toBe(123456);
  });

  it('answers the very same object when there is nothing to hide, and stops below the fourth level', () => {
    const line = { reqId: 'r', method: 'GET', url: '/items/a', statusCode: 200, nested: { a: [1, { b: 'c' }] } };
    expect(redactFields(line)).toBe(line);
    const tooDeep = { a: { b: { c: { d: { password: 'x' } } } } };
    expect(redactFields(tooDeep)).toBe(tooDeep);
  });

  it('hides credential headers inside any headers object', () => {
    expect(
      redactFields({ req: { headers: { Authorization: 'Bearer abc', cookie: 'a=b', 'set-cookie': ['c=d'], accept: '*/*' } } }),
    ).toEqual({ req: { headers: { Authorization: R, cookie: R, 'set-cookie': R, accept: '*/*' } } });
  });

  it('keeps hostile keys as own data and never touches a prototype', () => {
    const hostile = JSON.parse('{"__proto__": {"password": "x"}, "constructor": {"token": "y"}}') as Record<string, unknown>;
    const redacted = redactFields(hostile);
    expect(Object.getOwnPropertyDescriptor(redacted, '__proto__')?.value).toEqual({ password: R });
    expect(redacted.constructor).toEqual({ token: R });
    expect(({} as Record<string, unknown>).password).toBeUndefined();
  });

  it('redacts what Tessera logs: the logged object and the fields of a logged error', () => {
    const lines: string[] = [];
    const log = pino(loggerOptions({ LOG_LEVEL: 'info' }), { write: (line: string) => void lines.push(line) });
    const error = Object.assign(new Error('request failed'), {
      config: { headers: { authorization: 'Bearer s3' }, data: { password: 'p4' } },
    });
    log.error({ err: error, attempt: { refresh_token: 'r5' } }, 'failed');
    const [line] = lines;
    for (const secret of ['s3', 'p4', 'r5']) expect(line).not.toContain(secret);
    const parsed = JSON.parse(line!) as { err: { type: string; message: string }; attempt: unknown };
    expect(parsed.err).toMatchObject({ type: 'Error', message: 'request failed' });
    expect(parsed.attempt).toEqual({ refresh_token: R });
  });
});
