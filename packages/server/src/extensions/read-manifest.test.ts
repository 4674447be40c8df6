import { describe, expect, it } from 'vitest';
import { readManifest } from './read-manifest.js';

const DIR = '/srv/extensions/my-ext';
const pkg = (manifest: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  name: 'my-ext',
  version: '1.2.3',
  'directus:extension': { host: '^10.0.0', ...manifest },
  ...extra,
});
const errorOf = (result: ReturnType<typeof readManifest>) => ('error' in result ? result.error : null);

describe('readManifest', () => {
  it('reads a hook in the reference format', () => {
    expect(readManifest(pkg({ type: 'hook', path: 'dist/index.js' }), DIR, true)).toEqual({
      schema: { name: 'my-ext', version: '1.2.3', type: 'hook', host: '^10.0.0', local: true, entrypoint: 'dist/index.js' },
    });
  });

  it('prefers tessera:extension over directus:extension', () => {
    const result = readManifest(
      { ...pkg({ type: 'hook', path: 'a.js' }), 'tessera:extension': { type: 'endpoint', host: '*', path: 'b.js' } },
      DIR,
      false,
    );
    expect('schema' in result && result.schema.type).toBe('endpoint');
  });

  it('reads a bundle with its entries, partial unless it says otherwise', () => {
    const result = readManifest(
      pkg({
        type: 'bundle',
        path: { app: 'dist/app.js', api: 'dist/api.js' },
        entries: [
          { type: 'hook', name: 'one', source: 'src/one' },
          { type: 'operation', name: 'two', source: { app: 'a', api: 'b' } },
        ],
      }),
      DIR,
      true,
    );
    expect('schema' in result && result.schema).toMatchObject({
      type: 'bundle',
      partial: true,
      entrypoint: { app: 'dist/app.js', api: 'dist/api.js' },
      entries: [
        { type: 'hook', name: 'one' },
        { type: 'operation', name: 'two' },
      ],
    });
  });

  it.each([
    ['no manifest', { name: 'x' }, 'no "directus:extension" manifest'],
    ['an unknown type', pkg({ type: 'theme-park', path: 'a.js' }), 'unknown extension type'],
    ['no host', { name: 'x', 'directus:extension': { type: 'hook', path: 'a.js' } }, '"host" is missing'],
    ['no path', pkg({ type: 'hook' }), '"path" is missing'],
    ['a path out of the folder', pkg({ type: 'hook', path: '../../etc/passwd' }), 'leads outside the package folder'],
    ['an absolute path', pkg({ type: 'hook', path: '/etc/passwd' }), 'is not a path relative'],
    ['a Windows drive path', pkg({ type: 'hook', path: 'C:\\evil.js' }), 'is not a path relative'],
    ['the folder itself', pkg({ type: 'hook', path: '.' }), 'leads outside'],
    ['an api path out of the folder', pkg({ type: 'operation', path: { app: 'a.js', api: 'dist/../../../x.js' } }), '"path.api"'],
    ['a bundle without entries', pkg({ type: 'bundle', path: { app: 'a.js', api: 'b.js' } }), 'needs "entries"'],
    ['a bundle with one string path', pkg({ type: 'bundle', path: 'a.js', entries: [] }), 'must be { "app", "api" }'],
    [
      'a bundle entry listed twice',
      pkg({
        type: 'bundle',
        path: { app: 'a', api: 'b' },
        entries: [
          { type: 'hook', name: 'a' },
          { type: 'hook', name: 'a' },
        ],
      }),
      'listed twice',
    ],
    ['a nested bundle', pkg({ type: 'bundle', path: { app: 'a', api: 'b' }, entries: [{ type: 'bundle', name: 'a' }] }), 'unknown type'],
    ['a bad sandbox', pkg({ type: 'hook', path: 'a.js', sandbox: { enabled: 'yes' } }), '"sandbox.enabled"'],
    ['not an object', [], 'not a JSON object'],
  ])('refuses %s', (_name, input, message) => {
    expect(errorOf(readManifest(input, DIR, true))).toContain(message);
  });

  it('keeps hostile names as plain names', () => {
    for (const name of ['__proto__', 'constructor']) {
      const input = JSON.parse(
        `{"name":"${name}","directus:extension":{"type":"bundle","host":"*","path":{"app":"a.js","api":"b.js"},"entries":[{"type":"hook","name":"${name}"}]}}`,
      ) as unknown;
      const result = readManifest(input, DIR, true);
      expect('schema' in result && result.schema.name).toBe(name);
      expect('schema' in result && result.schema.entries).toEqual([{ type: 'hook', name }]);
    }
  });
});
