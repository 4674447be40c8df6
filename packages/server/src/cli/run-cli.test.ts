import { describe, expect, it } from 'vitest';
import { AppError, AppErrorList } from '../errors/app-error.js';
import { reportCliError, runCli } from './run-cli.js';
import { captureIo } from '../../test/harness/capture-cli-io.js';

describe('runCli', () => {
  it('prints the help with exit 0 when asked, and exit 2 when no command is given', async () => {
    const asked = captureIo();
    expect(await runCli(['--help'], asked)).toBe(0);
    expect(asked.out()).toContain('schema apply FILE');
    const none = captureIo();
    expect(await runCli([], none)).toBe(2);
  });

  it('answers an unknown command or option with exit 2 and the help', async () => {
    const unknown = captureIo();
    expect(await runCli(['schema', 'explode'], unknown)).toBe(2);
    expect(unknown.err()).toContain('Unknown command "schema explode"');
    const badOption = captureIo();
    expect(await runCli(['export', 'posts', 'out.csv', '--colour'], badOption)).toBe(2);
    expect(badOption.err()).toContain('--colour');
  });
});

describe('reportCliError', () => {
  it('prints only the messages of errors meant for the user, one per line, and exits 1', () => {
    const io = captureIo();
    const list = new AppErrorList([new AppError('INVALID_PAYLOAD', 'first problem'), new AppError('INVALID_PAYLOAD', 'second problem')]);
    expect(reportCliError(list, io)).toBe(1);
    expect(io.err()).toBe('first problem\nsecond problem\n');
  });

  it('prints the stack of an unexpected error', () => {
    const io = captureIo();
    expect(reportCliError(new TypeError('boom'), io)).toBe(1);
    expect(io.err()).toMatch(/^TypeError: boom\n\s+at /);
  });
});
