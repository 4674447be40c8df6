import { request as httpRequest } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';

/** tus requests by hand, so a test controls every header and byte (and can cut a request). */
export interface TusClient {
  create(length: number, metadata: Record<string, string>, headers?: Record<string, string>): Promise<Response>;
  head(url: string): Promise<Response>;
  patch(url: string, offset: number, body: Uint8Array): Promise<Response>;
  /** Sends `sent` bytes of a PATCH that announces `body`, then drops the connection. */
  cutPatch(url: string, offset: number, body: Uint8Array, sent: number): Promise<void>;
  /** The server's offset once it has stopped moving (a cut request may still be draining). */
  settledOffset(url: string): Promise<number>;
}

export const encodeTusMetadata = (metadata: Record<string, string>): string =>
  Object.entries(metadata)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');

export function tusClient(baseUrl: string, token: string | undefined): TusClient {
  const auth: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const absolute = (url: string) => new URL(url, baseUrl).toString();
  const head = (url: string) => fetch(absolute(url), { method: 'HEAD', headers: { 'tus-resumable': '1.0.0', ...auth } });
  return {
    create: (length, metadata, headers = {}) =>
      fetch(`${baseUrl}/files/tus`, {
        method: 'POST',
        headers: {
          'tus-resumable': '1.0.0',
          'upload-length': String(length),
          'upload-metadata': encodeTusMetadata(metadata),
          ...auth,
          ...headers,
        },
      }),
    head,
    patch: (url, offset, body) =>
      fetch(absolute(url), {
        method: 'PATCH',
        headers: { 'tus-resumable': '1.0.0', 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream', ...auth },
        body,
      }),
    async cutPatch(url, offset, body, sent) {
      const target = new URL(absolute(url));
      const request = httpRequest({
        method: 'PATCH',
        host: target.hostname,
        port: target.port,
        path: target.pathname,
        headers: {
          'tus-resumable': '1.0.0',
          'upload-offset': String(offset),
          'content-type': 'application/offset+octet-stream',
          'content-length': String(body.length),
          ...auth,
        },
      });
      request.on('error', () => {});
      await new Promise<void>((resolve) => request.write(body.subarray(0, sent), () => resolve()));
      // Let the server take the bytes in before the connection goes.
      await sleep(300);
      request.destroy();
    },
    async settledOffset(url) {
      let last = -1;
      for (let attempt = 0; attempt < 50; attempt++) {
        const response = await head(url);
        const offset = Number(response.headers.get('upload-offset'));
        if (response.status === 200 && offset === last) return offset;
        last = offset;
        await sleep(100);
      }
      throw new Error(`the offset of ${url} never settled (last ${last})`);
    },
  };
}
