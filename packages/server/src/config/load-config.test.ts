import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './load-config.js';
import { BUILT_MAIN, hasBuiltCli } from '../../test/harness/built-cli.js';

const run = promisify(execFile);

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({ env: {}, envFile: null });
    expect(config).toMatchObject({
      DB_CLIENT: 'sqlite3',
      DB_FILENAME: './data/tessera.db',
      PORT: 8055,
      ACCESS_TOKEN_TTL: 900_000,
      REFRESH_TOKEN_TTL: 604_800_000,
    });
    expect(Object.isFrozen(config)).toBe(true);
  });

  it('parses typed values', () => {
    const config = loadConfig({
      env: { PORT: '9000', DB_CLIENT: 'pg', ACCESS_TOKEN_TTL: '30m', RATE_LIMITER_ENABLED: 'true' },
      envFile: null,
    });
    expect(config).toMatchObject({ PORT: 9000, DB_CLIENT: 'pg', ACCESS_TOKEN_TTL: 1_800_000, RATE_LIMITER_ENABLED: true });
  });

  it('reads the HASH_* argon2 cost: the production defaults, set values, and impossible ones refused by name', () => {
    expect(loadConfig({ env: {}, envFile: null })).toMatchObject({
      HASH_MEMORY_COST: 65_536,
      HASH_TIME_COST: 3,
      HASH_PARALLELISM: 4,
      HASH_HASH_LENGTH: 32,
      HASH_TYPE: 2,
    });
    const set = loadConfig({
      env: { HASH_MEMORY_COST: '4096', HASH_TIME_COST: '2', HASH_PARALLELISM: '1', HASH_TYPE: '1' },
      envFile: null,
    });
    expect(set).toMatchObject({ HASH_MEMORY_COST: 4096, HASH_TIME_COST: 2, HASH_PARALLELISM: 1, HASH_TYPE: 1 });
    for (const [name, wrong] of [
      ['HASH_TIME_COST', '0'],
      ['HASH_TYPE', '3'],
      ['HASH_HASH_LENGTH', '65'],
      ['HASH_MEMORY_COST', 'lots'],
    ])
      expect(() => loadConfig({ env: { [name!]: wrong! }, envFile: null })).toThrow(new RegExp(name!));
    // argon2 needs 8 KiB per lane: refused at start, not at the first sign-in.
    expect(() => loadConfig({ env: { HASH_MEMORY_COST: '16', HASH_PARALLELISM: '4' }, envFile: null })).toThrow(
      /HASH_MEMORY_COST must be at least 8 × HASH_PARALLELISM \(32\), got 16/,
    );
  });

  it('reads IMPORT_IP_DENY_LIST: our stricter default, a replacement list, and a wrong entry refused at startup', () => {
    const defaults = loadConfig({ env: {}, envFile: null }).IMPORT_IP_DENY_LIST;
    expect(defaults).toEqual(expect.arrayContaining(['0.0.0.0', '169.254.0.0/16', '127.0.0.0/8', '10.0.0.0/8', 'fc00::/7', 'fe80::/10']));
    const replaced = loadConfig({ env: { IMPORT_IP_DENY_LIST: '169.254.169.254, 10.0.0.0/8,::1' }, envFile: null });
    expect(replaced.IMPORT_IP_DENY_LIST).toEqual(['169.254.169.254', '10.0.0.0/8', '::1']);
    for (const wrong of ['localhost', '10.0.0.0/33', '169.254.169.254,not-an-ip', '__proto__'])
      expect(() => loadConfig({ env: { IMPORT_IP_DENY_LIST: wrong }, envFile: null }), wrong).toThrow(/IMPORT_IP_DENY_LIST/);
  });

  it('reads the flow operation limits: the reference defaults, sizes and durations, and bad values refused by name', () => {
    expect(loadConfig({ env: {}, envFile: null })).toMatchObject({
      FLOWS_RUN_SCRIPT_MAX_MEMORY: 32,
      FLOWS_RUN_SCRIPT_TIMEOUT: 10_000,
      FLOWS_RUN_SCRIPT_MAX_CONCURRENT: 10,
      FLOWS_REQUEST_MAX_RESPONSE_SIZE: 10 * 1024 * 1024,
      FLOWS_REQUEST_TIMEOUT: 30_000,
      EMAIL_TEMPLATES_PATH: './templates',
    });
    const set = loadConfig({
      env: {
        FLOWS_RUN_SCRIPT_MAX_MEMORY: '64',
        FLOWS_RUN_SCRIPT_TIMEOUT: '2s',
        FLOWS_REQUEST_MAX_RESPONSE_SIZE: '500kb',
        FLOWS_REQUEST_TIMEOUT: '1m',
      },
      envFile: null,
    });
    expect(set).toMatchObject({
      FLOWS_RUN_SCRIPT_MAX_MEMORY: 64,
      FLOWS_RUN_SCRIPT_TIMEOUT: 2000,
      FLOWS_REQUEST_MAX_RESPONSE_SIZE: 512_000,
      FLOWS_REQUEST_TIMEOUT: 60_000,
    });
    for (const [name, wrong] of [
      ['FLOWS_RUN_SCRIPT_MAX_MEMORY', '1'],
      ['FLOWS_RUN_SCRIPT_MAX_MEMORY', 'lots'],
      ['FLOWS_RUN_SCRIPT_TIMEOUT', 'forever'],
      ['FLOWS_RUN_SCRIPT_MAX_CONCURRENT', '0'],
      ['FLOWS_REQUEST_MAX_RESPONSE_SIZE', '10 furlongs'],
    ] as const)
      expect(() => loadConfig({ env: { [name]: wrong }, envFile: null }), `${name}=${wrong}`).toThrow(name);
  });

  it('collects CONTENT_SECURITY_POLICY_DIRECTIVES__<NAME> variables into a map of source lists', () => {
    const config = loadConfig({
      env: {
        CONTENT_SECURITY_POLICY_DIRECTIVES__FRAME_SRC: "'self' https://a.example.com,https://b.example.com",
        CONTENT_SECURITY_POLICY_DIRECTIVES__IMG_SRC: "array:'self', data:",
        CONTENT_SECURITY_POLICY_DIRECTIVES__FORM_ACTION: 'false',
      },
      envFile: null,
    });
    expect(config.CONTENT_SECURITY_POLICY_DIRECTIVES).toEqual(
      new Map([
        ['FRAME_SRC', ["'self'", 'https://a.example.com', 'https://b.example.com']],
        ['IMG_SRC', ["'self'", 'data:']],
        ['FORM_ACTION', null],
      ]),
    );
    expect(loadConfig({ env: {}, envFile: null }).CONTENT_SECURITY_POLICY_DIRECTIVES).toEqual(new Map());
  });

  it('names each bad CONTENT_SECURITY_POLICY_DIRECTIVES__ variable', () => {
    const env = {
      CONTENT_SECURITY_POLICY_DIRECTIVES__SCRIPT_SRC: 'self',
      CONTENT_SECURITY_POLICY_DIRECTIVES__IMG_SRC: "'self'; script-src *",
      'CONTENT_SECURITY_POLICY_DIRECTIVES__frame-src': "'self'",
    };
    const problems = (() => {
      try {
        loadConfig({ env, envFile: null });
        return [];
      } catch (error) {
        return (error as ConfigError).problems;
      }
    })();
    expect(problems).toHaveLength(3);
    expect(problems.join('\n')).toMatch(/CONTENT_SECURITY_POLICY_DIRECTIVES__SCRIPT_SRC must quote self as 'self'/);
    expect(problems.join('\n')).toMatch(/CONTENT_SECURITY_POLICY_DIRECTIVES__IMG_SRC must not contain ";"/);
    expect(problems.join('\n')).toMatch(/CONTENT_SECURITY_POLICY_DIRECTIVES__frame-src must end in a name/);
  });

  it('names every bad variable at once', () => {
    let error: unknown;
    try {
      loadConfig({ env: { PORT: 'eighty', DB_CLIENT: 'oracle', LOG_LEVEL: 'loud' }, envFile: null });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    expect(problems).toHaveLength(3);
    expect(problems.join('\n')).toMatch(/PORT must be a whole number/);
    expect(problems.join('\n')).toMatch(/DB_CLIENT must be one of sqlite3, pg, mysql/);
    expect(problems.join('\n')).toMatch(/LOG_LEVEL/);
  });
});

describe.runIf(hasBuiltCli('the tessera command with a bad configuration value'))(
  'the tessera command with a bad configuration value',
  () => {
    it('exits non-zero with one line naming the variable', async () => {
      const failure = await run(process.execPath, [BUILT_MAIN.pathname, 'start'], {
        env: { ...process.env, PORT: 'not-a-port', DB_FILENAME: ':memory:' },
      }).then(
        () => null,
        (error: { code: number; stderr: string }) => error,
      );
      expect(failure?.code).toBe(1);
      expect(failure?.stderr.trim()).toBe('Invalid configuration: PORT must be a whole number, got "not-a-port"');
    });
  },
);

describe('CORS_ORIGIN and ROOT_REDIRECT', () => {
  const load = (env: Record<string, string>) => loadConfig({ envFile: null, env });
  it('reads true, false, lists and the array: prefix, and refuses what is not an origin', () => {
    expect(load({ CORS_ORIGIN: 'true' }).CORS_ORIGIN).toBe(true);
    expect(load({}).CORS_ORIGIN).toBe(false);
    expect(load({ CORS_ORIGIN: 'array:https://a.example,http://b.example:8080' }).CORS_ORIGIN).toEqual([
      'https://a.example',
      'http://b.example:8080',
    ]);
    expect(() => load({ CORS_ORIGIN: 'a.example/path' })).toThrow('CORS_ORIGIN');
    expect(load({ ROOT_REDIRECT: 'false' }).ROOT_REDIRECT).toBe(false);
    expect(load({}).ROOT_REDIRECT).toBe('./admin');
  });
});
