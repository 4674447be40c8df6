import WebSocket from 'ws';

export type Message = Record<string, unknown> & { type?: string; uid?: unknown };

/** A `ws` client of the REST socket that records what it receives and waits for it. */
export interface TestSocket {
  ws: WebSocket;
  /** Every message received so far (JSON), in order. */
  received: Message[];
  send(message: unknown): void;
  sendRaw(data: string | Buffer, options?: { binary?: boolean }): void;
  /** The first message (received before or after the call) matching `match` not taken yet. */
  next(match?: (message: Message) => boolean, timeoutMs?: number): Promise<Message>;
  /** Sends `message` and waits for the answer with its uid. */
  call(message: Message & { uid: string | number }, timeoutMs?: number): Promise<Message>;
  /** Resolves with the close code and reason once the socket closed. */
  closed: Promise<{ code: number; reason: string }>;
  isOpen(): boolean;
  close(): void;
}

/** Connects to `path` of the server at `baseUrl` (http URL); rejects with the HTTP status of a refused upgrade. */
export function connectSocket(
  baseUrl: string,
  path = '/websocket',
  options: { headers?: Record<string, string>; maxPayload?: number } = {},
): Promise<TestSocket> {
  const ws = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}${path}`, {
    headers: options.headers ?? {},
    maxPayload: options.maxPayload ?? 256 * 1024 * 1024,
  });
  // Errors after the handshake (a reset by a terminating server) show as `closed`.
  ws.on('error', () => {});
  const received: Message[] = [];
  const taken = new Set<number>();
  const waiters = new Set<() => void>();
  ws.on('message', (data) => {
    try {
      received.push(JSON.parse(data.toString()) as Message);
    } catch {
      received.push({ type: '<not json>' });
    }
    for (const waiter of [...waiters]) waiter();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => {
      resolve({ code, reason: reason.toString() });
      for (const waiter of [...waiters]) waiter();
    }),
  );
  const socket: TestSocket = {
    ws,
    received,
    send: (message) => ws.send(JSON.stringify(message)),
    sendRaw: (data, sendOptions = {}) => ws.send(data, { binary: sendOptions.binary ?? false }),
    next: (match = () => true, timeoutMs = 5000) =>
      new Promise((resolve, reject) => {
        const look = () => {
          const index = received.findIndex((message, i) => !taken.has(i) && match(message));
          if (index === -1) return false;
          taken.add(index);
          cleanup();
          resolve(received[index]!);
          return true;
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`no matching message within ${timeoutMs} ms; received ${JSON.stringify(received).slice(0, 2000)}`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(waiter);
        };
        const waiter = () => {
          look();
        };
        if (!look()) waiters.add(waiter);
      }),
    call: (message, timeoutMs) => {
      socket.send(message);
      return socket.next((answer) => answer.uid === message.uid, timeoutMs);
    },
    closed,
    isOpen: () => ws.readyState === WebSocket.OPEN,
    close: () => ws.close(),
  };
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(socket));
    ws.once('unexpected-response', (_request, response) => {
      reject(Object.assign(new Error(`upgrade refused with ${response.statusCode}`), { status: response.statusCode }));
      ws.terminate();
    });
    ws.once('error', (error) => reject(error));
  });
}
