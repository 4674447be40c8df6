import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandling } from '../../http/plugins/error-handler.js';
import type { AppExtensionEntry } from './app-extension-entry.js';
import { appExtensionSourcesRoutes } from './app-extension-sources.js';

// Fixture extensions as Vite builds them with react external: bare imports of react and its jsx runtime.
const SHOUTING = `import { jsx } from "react/jsx-runtime";
import { useState } from 'react';
import { shout } from "./chunks/shout.js";
const Shouting = (props) => jsx("input", { value: shout(props.value ?? "") });
export default { id: "shouting", name: "Shouting", types: ["string"], component: Shouting, hooks: typeof useState };
`;
const SHOUT_CHUNK = `import{createElement as h}from"react";export const shout=(text)=>String(text).toUpperCase()+(h?"":"?");`;
const MODULE = `export default { id: "hello", name: "Hello", routes: [{ path: "", component: () => null }] };`;
const THROWING = `throw new Error("broken on purpose");`;

describe('appExtensionSourcesRoutes', () => {
  let root: string;
  let app: FastifyInstance;
  let entries: AppExtensionEntry[];

  const file = (name: string) => path.join(root, name, 'dist', 'index.js');
  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'tessera-app-ext-'));
    const write = async (relative: string, text: string) => {
      await mkdir(path.dirname(path.join(root, relative)), { recursive: true });
      await writeFile(path.join(root, relative), text);
    };
    await write('shouting-input/dist/index.js', SHOUTING);
    await write('shouting-input/dist/chunks/shout.js', SHOUT_CHUNK);
    await write('shouting-input/dist/notes.txt', 'not served');
    await write('shouting-input/package.json', '{"name":"shouting-input"}');
    await write('hello-module/dist/index.js', MODULE);
    await write('broken-display/dist/index.js', THROWING);
    await write('@acme/scoped-panel/dist/index.js', 'export default { id: "scoped" };');
    await write('secret.js', 'export const secret = 42;');
    await symlink(path.join(root, 'secret.js'), path.join(root, 'shouting-input/dist/escape.js'));
    entries = [
      { name: 'shouting-input', type: 'interface', file: file('shouting-input') },
      { name: 'hello-module', type: 'module', file: file('hello-module') },
      { name: 'broken-display', type: 'display', file: file('broken-display') },
      { name: '@acme/scoped-panel', type: 'panel', file: file('@acme/scoped-panel') },
      { name: '__proto__', type: 'interface', file: file('shouting-input') },
      { name: '../evil', type: 'interface', file: file('shouting-input') },
      { name: 'missing-build', type: 'layout', file: file('missing-build') },
    ];
    app = Fastify({ logger: false });
    registerErrorHandling(app);
    await app.register(appExtensionSourcesRoutes, { entries: () => entries });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await rm(root, { recursive: true, force: true });
  });

  it('serves index.js as a revalidated JavaScript module naming each servable entry once', async () => {
    const response = await get('/extensions/sources/index.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/javascript; charset=UTF-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('./entries/shouting-input/index.js?v=');
    expect(response.body).toContain('./entries/%40acme%2Fscoped-panel/index.js?v=');
    expect(response.body).not.toContain('__proto__');
    expect(response.body).not.toContain('evil');
    expect(response.body).not.toContain('missing-build');
    const again = await get('/extensions/sources/index.js', { 'if-none-match': String(response.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('serves an entry and its chunks with the bare React imports pointing at the shims', async () => {
    const entry = await get('/extensions/sources/entries/shouting-input/index.js');
    expect(entry.statusCode).toBe(200);
    expect(entry.headers['content-type']).toBe('application/javascript; charset=UTF-8');
    expect(entry.body).toContain('from "../../shims/react-jsx-runtime.js"');
    expect(entry.body).toContain("from '../../shims/react.js'");
    const chunk = await get('/extensions/sources/entries/shouting-input/chunks/shout.js');
    expect(chunk.body).toContain('from"../../../shims/react.js"');
    const scoped = await get('/extensions/sources/entries/%40acme%2Fscoped-panel/index.js');
    expect(scoped.statusCode).toBe(200);
    const shim = await get('/extensions/sources/shims/react.js');
    expect(shim.statusCode).toBe(200);
    expect(shim.body).toContain('globalThis.__tessera');
  });

  it('refuses paths out of the build folder, other file types, unknown and hostile names with ROUTE_NOT_FOUND', async () => {
    const refused = [
      '/extensions/sources/entries/shouting-input/..%2F..%2Fsecret.js',
      '/extensions/sources/entries/shouting-input/..%2Fpackage.json',
      '/extensions/sources/entries/shouting-input/%2Fetc%2Fpasswd',
      '/extensions/sources/entries/shouting-input/%2e%2e/%2e%2e/secret.js',
      '/extensions/sources/entries/shouting-input/escape.js',
      '/extensions/sources/entries/shouting-input/notes.txt',
      '/extensions/sources/entries/shouting-input/chunks',
      '/extensions/sources/entries/__proto__/index.js',
      '/extensions/sources/entries/constructor/index.js',
      '/extensions/sources/entries/..%2Fevil/index.js',
      '/extensions/sources/entries/missing-build/index.js',
      '/extensions/sources/shims/__proto__',
      '/extensions/sources/shims/..%2F..%2Fpackage.json',
      '/extensions/sources/chunk-1.js',
    ];
    for (const url of refused) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().errors[0].extensions.code, url).toBe('ROUTE_NOT_FOUND');
    }
  });

  it('runs as a bundle: the working entries load with the host React, the throwing one is logged and skipped', async () => {
    // Mirror the served URLs on disk and import index.js as the browser would (file URLs resolve relatively the same way).
    const mirror = await mkdtemp(path.join(tmpdir(), 'tessera-app-ext-mirror-'));
    const save = async (url: string) => {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      const target = path.join(mirror, url.replace('/extensions/sources/', ''));
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, response.body);
    };
    for (const url of [
      '/extensions/sources/index.js',
      '/extensions/sources/shims/react.js',
      '/extensions/sources/shims/react-jsx-runtime.js',
      '/extensions/sources/entries/shouting-input/index.js',
      '/extensions/sources/entries/shouting-input/chunks/shout.js',
      '/extensions/sources/entries/hello-module/index.js',
      '/extensions/sources/entries/broken-display/index.js',
    ])
      await save(url);
    // The scoped entry's encoded folder cannot be a file URL: leave it out of this run.
    const indexPath = path.join(mirror, 'index.js');
    await writeFile(indexPath, (await readFile(indexPath, 'utf8')).replace(/\["panel"[^\]]*\],?/, ''));
    // A separate Node process, as vitest's module runner rewrites the bundle's dynamic imports.
    const require = createRequire(import.meta.url);
    const runner = path.join(mirror, 'run.mjs');
    await writeFile(
      runner,
      [
        `const react = await import(${JSON.stringify(pathToFileURL(require.resolve('react')).href)});`,
        `const jsxRuntime = await import(${JSON.stringify(pathToFileURL(require.resolve('react/jsx-runtime')).href)});`,
        'globalThis.__tessera = { react: react.default, jsxRuntime: jsxRuntime.default };',
        'const logged = [];',
        'console.error = (...args) => logged.push(args.map(String).join(" "));',
        "const bundle = await import('./index.js');",
        'const shouting = bundle.interfaces[0];',
        'process.stdout.write(JSON.stringify({',
        '  interfaces: bundle.interfaces.map((c) => c.id), modules: bundle.modules.map((c) => c.id),',
        '  displays: bundle.displays.length, operations: bundle.operations, hooks: shouting?.hooks,',
        '  rendered: shouting?.component({ value: "quiet" }).props.value, logged,',
        '}));',
      ].join('\n'),
    );
    try {
      const { stdout } = await promisify(execFile)(process.execPath, [runner]);
      const result = JSON.parse(stdout) as Record<string, unknown> & { logged: string[] };
      expect(result).toMatchObject({ interfaces: ['shouting'], modules: ['hello'], displays: 0, operations: [], hooks: 'function' });
      expect(result.rendered).toBe('QUIET');
      expect(result.logged).toHaveLength(1);
      expect(result.logged[0]).toContain('"broken-display" failed to load and is skipped. Error: broken on purpose');
    } finally {
      await rm(mirror, { recursive: true, force: true });
    }
  });
});
