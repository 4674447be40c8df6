import { describe, expect, it } from 'vitest';
import { OVERRIDING_FILE, overriddenSettings, settingOf } from './overridden-settings.js';

describe('overriddenSettings', () => {
  it('finds object keys, quoted or not, NAME= text and names built in template literals', () => {
    const source = [
      "startTestServer({ env: { LOGIN_STALL_TIME: '0', 'CACHE_ENABLED': 'true', \"TUS_ENABLED\": 'true' } });",
      "spawn('tessera', { env: 'PUBLIC_URL=https://cms.example.org' });",
      'describe(`with STORAGE_LOCAL_ROOT=${root}`);',
      'const env = { [`AUTH_${name}_DRIVER`]: "openid", DB_POOL__MAX: "3" };',
      'const csp = { CONTENT_SECURITY_POLICY_DIRECTIVES__IMG_SRC: "\'self\'" };',
    ].join('\n');
    expect([...overriddenSettings(source)].sort()).toEqual([
      'AUTH_VARIABLES',
      'CACHE_ENABLED',
      'CONTENT_SECURITY_POLICY_DIRECTIVES',
      'DB_POOL',
      'LOGIN_STALL_TIME',
      'PUBLIC_URL',
      'STORAGE',
      'TUS_ENABLED',
    ]);
  });

  it('takes reading a setting, comparing it, or a name Tessera does not read for no override', () => {
    const source = [
      'const port = config.PORT;',
      'if (process.env.PUBLIC_URL === "/") {}',
      'const SECRET = "a flow secret";',
      "const other = { NOT_A_SETTING: 'x', DB_POOL_SIZE_X: 1 };",
      'switch (mode) { case LOG_LEVEL: break; }',
    ].join('\n');
    expect([...overriddenSettings(source)]).toEqual([]);
  });

  it('gives each variable its ENV entry: itself, a prefixed entry, or the entry its start names', () => {
    expect(settingOf('STORAGE_LOCATIONS')).toBe('STORAGE_LOCATIONS');
    expect(settingOf('STORAGE_S3_BUCKET')).toBe('STORAGE');
    expect(settingOf('AUTH_PROVIDERS')).toBe('AUTH_PROVIDERS');
    expect(settingOf('AUTH_CORP_CLIENT_ID')).toBe('AUTH_VARIABLES');
    expect(settingOf('DB_POOL__IDLE_TIMEOUT_MILLIS')).toBe('DB_POOL');
    expect(settingOf('DB_POOL_MAX')).toBe('DB_POOL_MAX');
    expect(settingOf('__proto__')).toBeUndefined();
    expect(settingOf('constructor')).toBeUndefined();
  });

  it('reads tests, harnesses, browser-test support and benchmarks, not product code', () => {
    const files = [
      'packages/server/src/http/routes/items.http.test.ts',
      'packages/app/src/features/auth/sign-in.test.tsx',
      'packages/server/test/harness/mail-catcher.ts',
      'packages/app/e2e/support/npm-start.ts',
      'packages/server/bench/cluster.bench.ts',
      'packages/server/bench/items-bench-setup.ts',
      'packages/server/src/config/env.ts',
      'packages/server/src/http/routes/items.ts',
    ];
    expect(files.filter((file) => OVERRIDING_FILE.test(file))).toEqual(files.slice(0, 6));
  });
});
