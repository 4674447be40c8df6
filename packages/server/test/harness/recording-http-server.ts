import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface RecordingHttpServer {
  port: number;
  /** `http://127.0.0.1:<port>` */
  origin: string;
  requests: RecordedRequest[];
  /** Resolves when every socket the server accepted so far has closed. */
  socketsClosed(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A real HTTP server on 127.0.0.1 that records every request (method, URL, headers, body) and
 * answers through `handle`, for tests of outbound requests.
 */
export async function startRecordingHttpServer(
  handle: (request: IncomingMessage, response: ServerResponse, recorded: RecordedRequest) => void,
): Promise<RecordingHttpServer> {
  const requests: RecordedRequest[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const recorded = {
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString(),
      };
      requests.push(recorded);
      handle(request, response, recorded);
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    origin: `http://127.0.0.1:${port}`,
    requests,
    socketsClosed: () =>
      Promise.all(
        [...sockets].map((socket) => new Promise<void>((resolve) => (socket.closed ? resolve() : socket.once('close', () => resolve())))),
      ).then(() => undefined),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
