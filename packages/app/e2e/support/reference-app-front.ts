import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, request as forward, type Server } from 'node:http';
import { createRequire } from 'node:module';
import { dirname, extname, join, normalize, sep } from 'node:path';

/** The reference's own admin app: `@directus/app@12.2.3`, Directus 10.13's built `dist/`. */
const REFERENCE_APP_DIST = join(dirname(createRequire(import.meta.url).resolve('@directus/app/package.json')), 'dist');

const CONTENT_TYPES = new Map([
  ['.js', 'text/javascript'],
  ['.css', 'text/css'],
  ['.html', 'text/html; charset=utf-8'],
  ['.svg', 'image/svg+xml'],
  ['.ico', 'image/x-icon'],
  ['.png', 'image/png'],
  ['.woff2', 'font/woff2'],
  ['.json', 'application/json'],
]);

export interface ReferenceAppFront {
  /** Origin of the front: the reference app under `/admin`, Tessera's API at the root. */
  url: string;
  close(): Promise<void>;
}

/**
 * One origin as a Directus deployment has it: the reference app's static files under `/admin` (its
 * index.html gets `<base href="/admin/">`, as the reference's server writes it, so its lazy chunks
 * load from any client-side route), every other path forwarded unchanged to the Tessera server at
 * `apiUrl` (started with SERVE_APP=false). The app reads the API from the page's origin.
 */
export async function startReferenceAppFront(apiUrl: string): Promise<ReferenceAppFront> {
  const api = new URL(apiUrl);
  const index = readFileSync(join(REFERENCE_APP_DIST, 'index.html'), 'utf8').replace('<base />', '<base href="/admin/" />');
  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://front').pathname;
    if (path === '/admin' || path.startsWith('/admin/')) {
      const file = normalize(join(REFERENCE_APP_DIST, decodeURIComponent(path.slice('/admin/'.length))));
      const isAsset = file.startsWith(REFERENCE_APP_DIST + sep) && existsSync(file) && statSync(file).isFile();
      if (!isAsset || file.endsWith(`${sep}index.html`)) {
        // A client-side route: the app's page.
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(index);
        return;
      }
      response.writeHead(200, { 'content-type': CONTENT_TYPES.get(extname(file)) ?? 'application/octet-stream' });
      createReadStream(file).pipe(response);
      return;
    }
    const upstream = forward(
      { host: api.hostname, port: api.port, path: request.url, method: request.method, headers: { ...request.headers, host: api.host } },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => response.writeHead(502).end());
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
