import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { EndpointConfig } from '@tessera/extensions-sdk';

/** A folder of extension packages in the reference's documented format, written by a test. */
export interface ExtensionFixtures {
  root: string;
  /** Writes `<root>/<name>/package.json` (`directus:extension`, type endpoint) and `dist/index.js` with `source`; imports its default export. */
  endpoint(name: string, source: string): Promise<EndpointConfig>;
  remove(): void;
}

export function extensionFixtures(): ExtensionFixtures {
  const root = mkdtempSync(join(tmpdir(), 'tessera-endpoint-fixtures-'));
  return {
    root,
    async endpoint(name, source) {
      const folder = join(root, name);
      mkdirSync(join(folder, 'dist'), { recursive: true });
      const manifest = {
        name,
        version: '1.0.0',
        type: 'module',
        'directus:extension': { type: 'endpoint', path: 'dist/index.js', source: 'src/index.js', host: '^10.0.0' },
      };
      writeFileSync(join(folder, 'package.json'), JSON.stringify(manifest, null, 2));
      writeFileSync(join(folder, 'dist', 'index.js'), source);
      const module = (await import(pathToFileURL(join(folder, 'dist', 'index.js')).href)) as { default: EndpointConfig };
      return module.default;
    },
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
}
