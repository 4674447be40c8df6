import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import ts from 'typescript';

const PACKAGES = resolve(import.meta.dirname, '../../..');

/**
 * Compiles `files` (name → source) together, strict and without emitting, with `@tessera/sdk`
 * and `@tessera/shared` resolved to their sources; returns the diagnostics as text, one a line.
 */
export function compileTypescript(files: Record<string, string>): string[] {
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
        '@tessera/sdk': [join(PACKAGES, 'sdk/src/index.ts')],
        '@tessera/shared': [join(PACKAGES, 'shared/src/index.ts')],
      },
    };
    const program = ts.createProgram(
      Object.keys(files).map((name) => join(dir, name)),
      options,
    );
    return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
      const where = diagnostic.file ? `${diagnostic.file.fileName.slice(dir.length + 1)}: ` : '';
      return where + ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
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
