import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENV, type EnvName } from '../../src/config/env.js';
import { loadConfig, type Config } from '../../src/config/load-config.js';
import { DEFAULTS_KEPT } from '../harness/defaults-kept.js';
import { testConfig } from '../harness/start-test-server.js';
import { createTestDatabase, type TestDatabase } from '../harness/test-databases.js';
import { OVERRIDING_FILE, overriddenSettings } from './overridden-settings.js';

/**
 * STYLE.md section 8 and issue 37: a test never overrides a setting that a user leaves at its
 * default unless another test keeps the default. DEFAULTS_KEPT names that other test for every
 * setting the harness or any test, browser test or bench sets; a new override fails here until
 * someone names (or writes) the test that runs the setting as `npm start` has it.
 */
const REPO = fileURLToPath(new URL('../../../../', import.meta.url));
const SELF = ['packages/server/test/lint/defaults-kept.test.ts', 'packages/server/test/harness/defaults-kept.ts'];

/** Settings whose parsed values differ: plain values compared as JSON, maps by their entries. */
function differingSettings(config: Config, defaults: Config): EnvName[] {
  const comparable = (value: unknown) => JSON.stringify(value instanceof Map ? [...value] : value);
  return (Object.keys(ENV) as EnvName[]).filter((name) => comparable(config[name]) !== comparable(defaults[name]));
}

function overridesByFile(): Map<EnvName, string[]> {
  const files = execFileSync('git', ['ls-files'], { cwd: REPO, encoding: 'utf8' })
    .split('\n')
    .filter((file) => OVERRIDING_FILE.test(file) && !SELF.includes(file) && existsSync(join(REPO, file)));
  const found = new Map<EnvName, string[]>();
  for (const file of files)
    for (const setting of overriddenSettings(readFileSync(join(REPO, file), 'utf8')))
      found.set(setting, [...(found.get(setting) ?? []), file]);
  return found;
}

/** The title as a whole string literal of the file, not a piece of a longer one. */
const isTitleIn = (source: string, title: string) => ["'", '"', '`'].some((quote) => source.includes(`${quote}${title}${quote}`));

describe('every overridden setting has a test that keeps its default', () => {
  let sqlite: TestDatabase;
  beforeAll(async () => {
    sqlite = await createTestDatabase('sqlite3');
  });
  afterAll(async () => sqlite?.drop());

  it('names a test for every setting in which the harness differs from a bare `npm start`', () => {
    const defaults = loadConfig({ envFile: null, env: {} });
    // The server databases differ in their settings only: no need to create one to read its configuration.
    const databases: TestDatabase[] = [
      sqlite,
      ...(['pg', 'mysql'] as const).map((client) => ({
        ...sqlite,
        client,
        settings: { ...sqlite.settings, DB_CLIENT: client, DB_DATABASE: 'tessera_t_example' },
      })),
    ];
    const differing = new Set(databases.flatMap((database) => differingSettings(testConfig(database), defaults)));
    expect(differing.size).toBeGreaterThan(5);
    expect([...differing].filter((name) => !DEFAULTS_KEPT.has(name))).toEqual([]);
  });

  it('names a test for every setting a test, harness, browser test or bench overrides', () => {
    const overrides = overridesByFile();
    expect(overrides.size).toBeGreaterThan(50);
    const unkept = [...overrides]
      .filter(([name]) => !DEFAULTS_KEPT.has(name))
      .map(([name, files]) => `${name} (set in ${files.join(', ')})`);
    expect(unkept).toEqual([]);
  });

  it('names only settings of ENV, each kept by a test that exists under its exact title', () => {
    const problems: string[] = [];
    for (const [name, kept] of DEFAULTS_KEPT) {
      if (!Object.hasOwn(ENV, name)) problems.push(`${name} is not a setting of ENV`);
      if ('onlyWhenSet' in kept) {
        if (kept.onlyWhenSet.trim().length < 10) problems.push(`${name}: say why it only makes sense set`);
        continue;
      }
      const path = join(REPO, kept.file);
      if (!/\.test\.tsx?$/.test(kept.file) || !existsSync(path)) problems.push(`${name}: no test file ${kept.file}`);
      else if (!isTitleIn(readFileSync(path, 'utf8'), kept.test)) problems.push(`${name}: no test "${kept.test}" in ${kept.file}`);
    }
    expect(problems).toEqual([]);
  });
});
