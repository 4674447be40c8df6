// `npm run lint`'s cycle check: fails when files under packages/*/src load each other at run time,
// directly or round a longer loop. It replaces import-x/no-cycle, which walked the whole graph again
// from every file and took 78% of ESLint's time; this builds the graph once and takes seconds.
import { readdirSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { importCycles } from './import-cycles.js';
import { runtimeImportGraph } from './import-graph.js';

const REPO = fileURLToPath(new URL('..', import.meta.url));
/** The repository's packages, or (for its test) another folder of packages given as the argument. */
const PACKAGES = process.argv[2] ? resolve(process.argv[2]) : join(REPO, 'packages');
const ROOT = dirname(PACKAGES) + sep;

const packageNames = readdirSync(PACKAGES, { withFileTypes: true }).filter((entry) => entry.isDirectory());
/** Workspace packages are read from source, as the app's aliases and the server's tsconfig do. */
const workspaceEntries = new Map(packageNames.map((entry) => [`@tessera/${entry.name}`, join(PACKAGES, entry.name, 'src/index.ts')]));
const sourceFiles = packageNames.flatMap((entry) => {
  const source = join(PACKAGES, entry.name, 'src');
  let names;
  try {
    names = readdirSync(source, { recursive: true, encoding: 'utf8' });
  } catch {
    return [];
  }
  return names
    .filter((name) => /\.tsx?$/.test(name) && !name.endsWith('.d.ts') && !name.split(/[\\/]/).includes('node_modules'))
    .map((name) => join(source, name));
});

const cycles = importCycles(runtimeImportGraph(sourceFiles, workspaceEntries));
for (const cycle of cycles) console.error(`Dependency cycle: ${cycle.map((file) => file.slice(ROOT.length)).join(' → ')}`);
if (cycles.length > 0) {
  console.error(`${cycles.length} dependency cycle(s): move what both sides need into a module both may import.`);
  process.exitCode = 1;
} else {
  console.log(`No dependency cycle among ${sourceFiles.length} source files.`);
}
