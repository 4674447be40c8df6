import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * `npm run lint`'s dependency-cycle check (eslint/check-import-cycles.js) against fixture files in a
 * folder of packages of its own (not the repository's, which `npm test` lints at the same time).
 */
const REPO = fileURLToPath(new URL('../../../../', import.meta.url));
const ROOT = mkdtempSync(join(tmpdir(), 'tessera-cycles-'));
const FIXTURES = join(ROOT, 'packages/server/src/query');

async function checkCycles(): Promise<{ exitCode: number; output: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, ['eslint/check-import-cycles.js', join(ROOT, 'packages')], {
      cwd: REPO,
    });
    return { exitCode: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { exitCode: failed.code, output: failed.stdout + failed.stderr };
  }
}

function writeFixture(name: string, code: string): void {
  writeFileSync(join(FIXTURES, name), code);
}

describe('the dependency-cycle check of `npm run lint`', () => {
  afterAll(() => rmSync(ROOT, { recursive: true, force: true }));

  it('fails on modules that load each other, directly or through re-exports and dynamic imports, and lets type-only loops be', async () => {
    mkdirSync(FIXTURES, { recursive: true });
    // Two modules importing each other.
    writeFixture('first.ts', "import { second } from './second.js';\nexport const first = (): number => second() + 1;\n");
    writeFixture(
      'second.ts',
      "import { first } from './first.js';\nexport const second = (): number => (Math.random() > 2 ? first() : 0);\n",
    );
    // A longer loop: a re-export, then a dynamic import, then a plain import back.
    writeFixture('ring-a.ts', "export * from './ring-b.js';\n");
    writeFixture('ring-b.ts', "export const load = () => import('./ring-c.js');\n");
    writeFixture('ring-c.ts', "import { load } from './ring-a.js';\nexport const again = load;\n");
    // Types only, both ways: gone at run time, so no cycle.
    writeFixture('shape.ts', "import type { Painter } from './painter.js';\nexport interface Shape { paint: Painter }\n");
    writeFixture('painter.ts', "import { type Shape } from './shape.js';\nexport type Painter = (shape: Shape) => void;\n");

    const { exitCode, output } = await checkCycles();

    expect(exitCode).toBe(1);
    const cycles = output.split('\n').filter((line) => line.startsWith('Dependency cycle:'));
    const fixturePath = 'packages/server/src/query';
    expect(cycles).toEqual(
      expect.arrayContaining([
        `Dependency cycle: ${fixturePath}/first.ts → ${fixturePath}/second.ts → ${fixturePath}/first.ts`,
        `Dependency cycle: ${fixturePath}/ring-a.ts → ${fixturePath}/ring-b.ts → ${fixturePath}/ring-c.ts → ${fixturePath}/ring-a.ts`,
      ]),
    );
    expect(output).not.toMatch(/shape\.ts|painter\.ts/);
  }, 120_000);
});
