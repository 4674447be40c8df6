// The runtime import graph of the TypeScript sources: which file loads which when the code runs.
// Type-only imports and exports are left out (they vanish at compile time, as import-x/no-cycle
// leaves them out); dynamic `import()` counts, as it does there. Parsed with TypeScript's own parser.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import ts from 'typescript';

/** `./x.js` written in TypeScript sources names `./x.ts` or `./x.tsx`; a bare path may name a folder's index. */
const CANDIDATE_SUFFIXES = [
  (path) => path,
  (path) => path.replace(/\.js$/, '.ts'),
  (path) => path.replace(/\.js$/, '.tsx'),
  (path) => path.replace(/\.mjs$/, '.mts'),
  (path) => `${path}.ts`,
  (path) => `${path}.tsx`,
  (path) => `${path}/index.ts`,
  (path) => `${path}/index.tsx`,
];

/** Whether an import or export declaration brings in only types (`import type`, `{ type A }`). */
function isTypeOnly(node) {
  if (ts.isImportDeclaration(node)) {
    const clause = node.importClause;
    if (!clause) return false;
    if (clause.isTypeOnly) return true;
    const bindings = clause.namedBindings;
    return (
      !clause.name &&
      bindings !== undefined &&
      ts.isNamedImports(bindings) &&
      bindings.elements.length > 0 &&
      bindings.elements.every((element) => element.isTypeOnly)
    );
  }
  if (ts.isExportDeclaration(node)) {
    if (node.isTypeOnly) return true;
    const clause = node.exportClause;
    return (
      clause !== undefined &&
      ts.isNamedExports(clause) &&
      clause.elements.length > 0 &&
      clause.elements.every((element) => element.isTypeOnly)
    );
  }
  return ts.isImportEqualsDeclaration(node) && node.isTypeOnly;
}

/** The module specifiers a source file loads at run time. */
export function runtimeSpecifiers(fileName, sourceText) {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, sourceText, ts.ScriptTarget.Latest, false, kind);
  const specifiers = [];
  for (const statement of source.statements) {
    if ((ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) && statement.moduleSpecifier && !isTypeOnly(statement)) {
      if (ts.isStringLiteral(statement.moduleSpecifier)) specifiers.push(statement.moduleSpecifier.text);
    } else if (
      ts.isImportEqualsDeclaration(statement) &&
      !statement.isTypeOnly &&
      ts.isExternalModuleReference(statement.moduleReference) &&
      ts.isStringLiteral(statement.moduleReference.expression)
    ) {
      specifiers.push(statement.moduleReference.expression.text);
    }
  }
  // Dynamic imports may sit anywhere; most files have none, so only those that mention one are walked.
  if (sourceText.includes('import(')) {
    const visit = (node) => {
      if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
        const [argument] = node.arguments;
        if (argument && ts.isStringLiteralLike(argument)) specifiers.push(argument.text);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return specifiers;
}

/**
 * The graph over `files` (absolute paths): for each, the files among them it loads at run time.
 * Relative specifiers resolve as TypeScript's bundler resolution does; `packages` maps a bare
 * package name (a workspace package) to its source entry; anything else is outside the graph.
 */
export function runtimeImportGraph(files, packages = new Map()) {
  const known = new Set(files);
  const resolveSpecifier = (from, specifier) => {
    if (packages.has(specifier)) return packages.get(specifier);
    if (!specifier.startsWith('.')) return undefined;
    const base = resolve(dirname(from), specifier);
    for (const candidate of CANDIDATE_SUFFIXES) {
      const path = candidate(base);
      if (known.has(path)) return path;
    }
    return undefined;
  };
  const graph = new Map();
  for (const file of files) {
    const targets = new Set();
    for (const specifier of runtimeSpecifiers(file, readFileSync(file, 'utf8'))) {
      const target = resolveSpecifier(file, specifier);
      if (target !== undefined && target !== file && known.has(target)) targets.add(target);
    }
    graph.set(file, targets);
  }
  return graph;
}
