import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { createClient, type Client } from 'graphql-ws';
import { WebSocket } from 'ws';
import { buildApp } from '../../src/app.js';
import type { AppContext } from '../../src/app-context.js';
import type { Config } from '../../src/config/load-config.js';

export interface GraphqlWsApp {
  url: string;
  /** `ws://…/graphql` (or `path`). */
  wsUrl(path?: string): string;
  app: FastifyInstance;
  close(): Promise<void>;
}

/**
 * The full app over `ctx` (config overridden by `config`), as the server builds it: the generated
 * schema behind `/graphql` and `/graphql/system` and its graphql-ws transport, listening on an
 * ephemeral port. Closing ends its
 * sockets and its listener only: the context's resources belong to the test server.
 */
export async function startGraphqlWsApp(ctx: AppContext, config: Partial<Config> = {}): Promise<GraphqlWsApp> {
  const context: AppContext = { ...ctx, config: { ...ctx.config, WEBSOCKETS_ENABLED: true, ...config } };
  const app = await buildApp(context);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    wsUrl: (path = '/graphql') => `ws://127.0.0.1:${port}${path}`,
    app,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of app.websocketServer.clients) socket.terminate();
        app.server.closeAllConnections();
        app.server.close(() => resolve());
      }),
  };
}

export interface ClosedEvent {
  code: number;
  reason: string;
}

export interface WsClient {
  client: Client;
  /** Resolves with the close code and reason once the socket closed. */
  closed: Promise<ClosedEvent>;
  /** Resolves once the server acknowledged `connection_init`. */
  connected: Promise<void>;
  dispose(): Promise<void>;
}

/** A graphql-ws client that connects at once and never retries. */
export function connectWs(url: string, connectionParams?: Record<string, unknown>): WsClient {
  let onClosed!: (event: ClosedEvent) => void;
  let onConnected!: () => void;
  const closed = new Promise<ClosedEvent>((resolve) => (onClosed = resolve));
  const connected = new Promise<void>((resolve) => (onConnected = resolve));
  const client = createClient({
    url,
    webSocketImpl: WebSocket,
    lazy: false,
    retryAttempts: 0,
    ...(connectionParams ? { connectionParams } : {}),
    on: {
      connected: () => onConnected(),
      closed: (event) => {
        const { code, reason } = event as { code: number; reason: string };
        onClosed({ code, reason: String(reason) });
      },
    },
    // Connection problems show up in `closed`; nothing to log.
    onNonLazyError: () => {},
  });
  return { client, closed, connected, dispose: () => client.dispose() as Promise<void> };
}

export type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** One operation's results as they arrive. */
export class Recorded {
  readonly results: Json[] = [];
  readonly errors: unknown[] = [];
  completed = false;

  async waitFor(count: number, timeoutMs = 5000): Promise<Json[]> {
    const deadline = Date.now() + timeoutMs;
    while (this.results.length < count && this.errors.length === 0 && !this.completed) {
      if (Date.now() > deadline) throw new Error(`${this.results.length} of ${count} results: ${JSON.stringify(this.results)}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return this.results;
  }

  async settled(timeoutMs = 5000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (this.errors.length === 0 && !this.completed) {
      if (Date.now() > deadline) throw new Error(`not settled: ${JSON.stringify(this.results)}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }
}

export function run(client: Client, query: string, variables?: Record<string, unknown>): Recorded {
  const recorded = new Recorded();
  client.subscribe(
    { query, ...(variables ? { variables } : {}) },
    {
      next: (value) => void recorded.results.push(value as Json),
      error: (error) => void recorded.errors.push(error),
      complete: () => {
        recorded.completed = true;
      },
    },
  );
  return recorded;
}

/** Waits until `check` holds (the broker registered subscriptions, a socket closed, …). */
export async function until(check: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
