import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { API_BUILD_SCRIPT, API_DEV_DEPENDENCIES, apiExtensionFiles } from './api-templates.js';
import { APP_DEV_DEPENDENCIES, appExtensionFiles } from './app-templates.js';
import { extensionNameProblem, isAppScaffoldType, isScaffoldType, type ScaffoldType } from './extension-name.js';

export class ScaffoldError extends Error {}

/** The package.json: the reference's `directus:extension` manifest and the build and test scripts. */
function packageJson(type: ScaffoldType, name: string): string {
  const isApp = isAppScaffoldType(type);
  const manifest = {
    type,
    path: 'dist/index.js',
    source: isApp ? 'src/index.tsx' : 'src/index.ts',
    host: '^10.0.0',
  };
  const body = {
    name,
    version: '0.1.0',
    description: `A Tessera ${type} extension`,
    type: 'module',
    keywords: ['directus', 'directus-extension', `directus-extension-${type}`, 'tessera-extension'],
    files: ['dist'],
    'directus:extension': manifest,
    scripts: { build: isApp ? 'vite build' : API_BUILD_SCRIPT, test: 'node --test test/index.test.js' },
    devDependencies: isApp ? APP_DEV_DEPENDENCIES : API_DEV_DEPENDENCIES,
  };
  return `${JSON.stringify(body, null, 2)}\n`;
}

const README = (type: ScaffoldType, name: string) => `# ${name}

A Tessera ${type} extension.

- \`npm run build\` builds \`src/\` into \`dist/index.js\`.
- \`npm test\` runs the test against the build.
- Copy or link this folder into the server's \`EXTENSIONS_PATH\` (\`./extensions\` by default).
`;

/**
 * Writes a new extension into `<parent>/<name>`: refuses an unknown type, a name that is not a
 * plain npm package name (so no path can leave `parent`), and a folder that exists with content.
 * Returns the folder and the files written (relative paths).
 */
export async function scaffoldExtension(options: {
  type: string;
  name: string;
  parent: string;
}): Promise<{ folder: string; files: string[] }> {
  const { type, name } = options;
  if (!isScaffoldType(type))
    throw new ScaffoldError(
      `Unknown extension type "${type}": use interface, display, layout, panel, module, hook, endpoint or operation.`,
    );
  const problem = extensionNameProblem(name);
  if (problem) throw new ScaffoldError(`The extension name ${JSON.stringify(name)} ${problem}.`);
  const folder = path.join(path.resolve(options.parent), name);
  const existing = await readdir(folder).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    if (error.code === 'ENOTDIR') throw new ScaffoldError(`${folder} exists and is not a folder.`);
    throw error;
  });
  if (existing.length > 0) throw new ScaffoldError(`The folder ${folder} exists and is not empty.`);
  const files = new Map<string, string>([
    ['package.json', packageJson(type, name)],
    ['README.md', README(type, name)],
    ['.gitignore', 'node_modules\ndist\n'],
    ...(isAppScaffoldType(type) ? appExtensionFiles(type, name) : apiExtensionFiles(type, name)),
  ]);
  for (const [relative, text] of files) {
    const target = path.join(folder, relative);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, text, { flag: 'wx' });
  }
  return { folder, files: [...files.keys()] };
}
