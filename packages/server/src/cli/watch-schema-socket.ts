import WebSocket from 'ws';

/** The collections whose changes are changes of the data model. */
const DATA_MODEL = ['directus_collections', 'directus_fields', 'directus_relations'] as const;

export interface SocketWatchOptions {
  base: URL;
  path: string;
  token: string | undefined;
  /** Called on every create, update or delete of a collection, field or relation. */
  onChange(): void;
  signal: AbortSignal;
}

/**
 * Subscribes to data model changes on the REST socket. Resolves once subscribed with a promise
 * of the socket's end (closed by the server, or the signal); rejects when the socket can't be
 * opened, signed in or subscribed, so the caller can fall back to polling.
 */
export async function watchSchemaSocket(options: SocketWatchOptions): Promise<{ ended: Promise<void> }> {
  const url = new URL(options.path.replace(/^\//, ''), options.base);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  const ws = new WebSocket(url, { headers: options.token ? { authorization: `Bearer ${options.token}` } : {} });
  const ended = new Promise<void>((resolve) => ws.on('close', () => resolve()));
  const abort = () => ws.close(1000);
  options.signal.addEventListener('abort', abort, { once: true });
  void ended.then(() => options.signal.removeEventListener('abort', abort));
  const pending = new Set<string>(DATA_MODEL);
  await new Promise<void>((resolve, reject) => {
    const fail = (reason: string) => {
      reject(new Error(reason));
      ws.terminate();
    };
    ws.on('error', (error) => fail(error.message));
    ws.on('close', () => fail('the socket closed'));
    ws.on('open', () => {
      if (options.token) ws.send(JSON.stringify({ type: 'auth', access_token: options.token }));
      else subscribe(ws);
    });
    ws.on('message', (data) => {
      let message: { type?: string; status?: string; event?: string; uid?: string; error?: { message?: string } };
      try {
        message = JSON.parse(data.toString()) as typeof message;
      } catch {
        return;
      }
      if (message.type === 'ping') ws.send(JSON.stringify({ type: 'pong' }));
      else if (message.type === 'auth' && message.status === 'ok') subscribe(ws);
      else if (message.status === 'error') fail(message.error?.message ?? `${message.type ?? 'socket'} failed`);
      else if (message.type === 'subscription' && message.event === 'init' && message.uid) {
        pending.delete(message.uid);
        if (pending.size === 0) resolve();
      } else if (message.type === 'subscription' && message.event !== 'init') options.onChange();
    });
  });
  return { ended };
}

function subscribe(ws: WebSocket): void {
  for (const collection of DATA_MODEL) ws.send(JSON.stringify({ type: 'subscribe', collection, uid: collection }));
}
