import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import ts from 'typescript';

const PACKAGES = resolve(import.meta.dirname, '../../..');

/**
 * The SDK as a program sees it: its built declarations when `tsc -b` has made them (as `npm test`
 * does before running the tests), which skipLibCheck then takes as they are; its sources otherwise,
 * several times slower to check.
 */
function sdkEntry(): string {
  const built = join(PACKAGES, 'sdk/dist/index.d.ts');
  return existsSync(built) ? built : join(PACKAGES, 'sdk/src/index.ts');
}

/**
 * Compiles `files` (name → source) as one program, strict and without emitting, with
 * `@tessera/sdk` and `@tessera/shared` resolved to the packages, in a worker thread so the server
 * sharing this thread keeps answering; resolves each file's diagnostics (every file has an entry).
 */
export async function compileTypescriptFiles(files: Record<string, string>): Promise<Map<string, string[]>> {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-ts-'));
  try {
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
    const options: ts.CompilerOptions = {
      strict: true,
      noEmit: true,
      noUncheckedIndexedAccess: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      skipLibCheck: true,
      types: [],
      baseUrl: dir,
      paths: {
        '@tessera/sdk': [sdkEntry()],
        '@tessera/shared': [join(PACKAGES, 'shared/src/index.ts')],
      },
    };
    const roots = Object.keys(files).map((name) => join(dir, name));
    const diagnostics = await new Promise<{ file: string | null; text: string }[]>((done, fail) => {
      const worker = new Worker(new URL('./compile-typescript-worker.mjs', import.meta.url), { workerData: { roots, options } });
      worker.once('message', done);
      worker.once('error', fail);
    });
    const byFile = new Map<string, string[]>(Object.keys(files).map((name) => [name, []]));
    for (const { file, text } of diagnostics) {
      const name = file?.startsWith(dir) ? file.slice(dir.length + 1) : (file ?? '');
      byFile.set(name, [...(byFile.get(name) ?? []), text]);
    }
    return byFile;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Compiles `files` as one program; answers every diagnostic as `file: message`, one an entry. */
export async function compileTypescript(files: Record<string, string>): Promise<string[]> {
  const byFile = await compileTypescriptFiles(files);
  return [...byFile].flatMap(([name, texts]) => texts.map((text) => (name ? `${name}: ${text}` : text)));
}

/** The interfaces of a declaration file: name → property name → the property's type as written. */
export function readInterfaces(text: string): Map<string, Map<string, string>> {
  const source = ts.createSourceFile('schema.d.ts', text, ts.ScriptTarget.ES2022, true);
  const interfaces = new Map<string, Map<string, string>>();
  for (const statement of source.statements) {
    if (!ts.isInterfaceDeclaration(statement)) continue;
    const members = new Map<string, string>();
    for (const member of statement.members) {
      if (!ts.isPropertySignature(member) || !member.type) continue;
      const name = ts.isStringLiteral(member.name) || ts.isIdentifier(member.name) ? member.name.text : member.name.getText();
      members.set(name, member.type.getText());
    }
    interfaces.set(statement.name.text, members);
  }
  return interfaces;
}
