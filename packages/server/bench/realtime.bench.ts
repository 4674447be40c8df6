import WebSocket from 'ws';
import {
  BENCH_TOKEN,
  bootstrapDatabase,
  createBenchDatabase,
  startBenchServer,
  stopBenchServer,
  type BenchClient,
  type BenchDatabase,
} from './items-bench-setup.js';

const SUBSCRIBERS = Number(process.env.BENCH_RT_SUBSCRIBERS ?? 1_000);
const SHAPES = 10;
/** Creates per second of each round: a steady stream, then a heavier one. */
const WRITE_RATES = (process.env.BENCH_RT_WRITES ?? '20,100').split(',').map(Number);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const COLLECTION = 'bench_rt';
const headers = { authorization: `Bearer ${BENCH_TOKEN}`, 'content-type': 'application/json' };

type Message = Record<string, unknown>;

/** One websocket subscriber: signed in, subscribed to one query shape, timing what it receives. */
interface Subscriber {
  socket: WebSocket;
  received: number;
}

async function api(url: string, path: string, method: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${url}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  if (!response.ok && response.status !== 204) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return response.status === 204 ? null : ((await response.json()) as { data: unknown }).data;
}

/** Resolves with the first message `match` accepts; rejects after 30 s or on close. */
function nextMessage(socket: WebSocket, match: (message: Message) => boolean): Promise<Message> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => done(new Error('no answer within 30 s')), 30_000);
    const onMessage = (raw: WebSocket.RawData) => {
      const message = JSON.parse(String(raw)) as Message;
      if (message.type === 'ping') socket.send(JSON.stringify({ type: 'pong' }));
      if (message.status === 'error') done(new Error(`socket error: ${JSON.stringify(message)}`));
      else if (match(message)) done(null, message);
    };
    const onClose = () => done(new Error('socket closed'));
    const done = (error: Error | null, message?: Message) => {
      clearTimeout(timer);
      socket.off('message', onMessage);
      socket.off('close', onClose);
      if (error) reject(error);
      else resolve(message!);
    };
    socket.on('message', onMessage);
    socket.once('close', onClose);
  });
}

/** Connects, signs in (handshake mode), subscribes to shape `shape` and waits for the init. */
async function subscribe(wsUrl: string, shape: number, onEvent: (message: Message) => void): Promise<Subscriber> {
  const socket = new WebSocket(wsUrl);
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  socket.send(JSON.stringify({ type: 'auth', access_token: BENCH_TOKEN }));
  await nextMessage(socket, (message) => message.type === 'auth' && message.status === 'ok');
  socket.send(
    JSON.stringify({
      type: 'subscribe',
      uid: `shape-${shape}`,
      collection: COLLECTION,
      event: 'create',
      query: { fields: ['id', 'title', 'shape'], filter: { shape: { _eq: shape } } },
    }),
  );
  await nextMessage(socket, (message) => message.type === 'subscription' && message.event === 'init');
  const subscriber: Subscriber = { socket, received: 0 };
  socket.on('message', (raw) => {
    const message = JSON.parse(String(raw)) as Message;
    if (message.type === 'ping') socket.send(JSON.stringify({ type: 'pong' }));
    if (message.type === 'subscription' && message.event === 'create') {
      subscriber.received += 1;
      onEvent(message);
    }
  });
  return subscriber;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/** One round of writes: when each was sent and answered (by title), and every delivery seen. */
interface Round {
  sent: Map<string, { sentAt: number; answeredAt: number }>;
  arrivals: Array<{ title: string; at: number }>;
}

/** A steady stream of `rate` creates/s for DURATION s, each matching one shape (1/SHAPES of the subscribers); prints its figures. */
async function measureRound(url: string, rate: number, prefix: string, round: Round): Promise<void> {
  const total = rate * DURATION;
  const started = performance.now();
  const writes: Promise<void>[] = [];
  for (let index = 0; index < total; index += 1) {
    const wait = started + (index * 1000) / rate - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const title = `${prefix}${index}`;
    const entry = { sentAt: performance.now(), answeredAt: NaN };
    round.sent.set(title, entry);
    writes.push(
      api(url, `/items/${COLLECTION}`, 'POST', { title, shape: index % SHAPES }).then(() => {
        entry.answeredAt = performance.now();
      }),
    );
  }
  await Promise.all(writes);
  const expected = total * (SUBSCRIBERS / SHAPES);
  // Deliveries trail the writes: wait until every one arrived, or nothing more arrives for 2 s.
  let last = -1;
  const settleStarted = performance.now();
  while (round.arrivals.length < expected && round.arrivals.length !== last && performance.now() - settleStarted < 60_000) {
    last = round.arrivals.length;
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
  let lastArrival = started;
  const fromSent: number[] = [];
  const fromAnswer: number[] = [];
  for (const arrival of round.arrivals) {
    lastArrival = Math.max(lastArrival, arrival.at);
    const write = round.sent.get(arrival.title);
    if (!write) continue;
    fromSent.push(arrival.at - write.sentAt);
    fromAnswer.push(arrival.at - write.answeredAt);
  }
  fromSent.sort((x, y) => x - y);
  fromAnswer.sort((x, y) => x - y);
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  const spanMs = lastArrival - started;
  console.log(`  ${rate} creates/s:`);
  console.log(
    `    events delivered        ${round.arrivals.length} of ${expected} (${total} creates × ${SUBSCRIBERS / SHAPES} subscribers each)`,
  );
  console.log(
    `    events delivered/s      ${((round.arrivals.length * 1000) / spanMs).toFixed(0)} (over ${(spanMs / 1000).toFixed(1)} s, first write to last delivery)`,
  );
  console.log(
    `    latency, write sent → message received          p50 ${ms(percentile(fromSent, 50))}  p99 ${ms(percentile(fromSent, 99))}`,
  );
  console.log(
    `    latency, write answered (committed) → received  p50 ${ms(percentile(fromAnswer, 50))}  p99 ${ms(percentile(fromAnswer, 99))}  (negative: the message came before the HTTP answer)`,
  );
}

async function benchOn(client: BenchClient): Promise<void> {
  const database: BenchDatabase = await createBenchDatabase(client);
  try {
    await bootstrapDatabase(database);
    const db = database.connect();
    await db('directus_users').where({ email: 'bench@example.com' }).update({ token: BENCH_TOKEN });
    await db.destroy();
    const server = await startBenchServer(
      {
        ...database,
        env: {
          ...database.env,
          WEBSOCKETS_ENABLED: 'true',
          WEBSOCKETS_REST_AUTH: 'handshake',
          // Every subscriber signs in from this one address.
          WEBSOCKETS_RATE_LIMIT_POINTS: '1000000',
        },
      },
      20_000 + Math.floor(Math.random() * 1_000),
    );
    const sockets: Subscriber[] = [];
    try {
      await api(server.url, '/collections', 'POST', {
        collection: COLLECTION,
        schema: {},
        fields: [
          { field: 'title', type: 'string' },
          { field: 'shape', type: 'integer' },
        ],
      });
      const rssBefore = server.rssMb();
      let round: Round = { sent: new Map(), arrivals: [] };
      const onEvent = (message: Message) => {
        const at = performance.now();
        for (const item of message.data as Array<{ title: string }>) round.arrivals.push({ title: item.title, at });
      };
      const wsUrl = `${server.url.replace('http', 'ws')}/websocket`;
      const connectStarted = performance.now();
      for (let start = 0; start < SUBSCRIBERS; start += 50) {
        const batch = Array.from({ length: Math.min(50, SUBSCRIBERS - start) }, (_, index) =>
          subscribe(wsUrl, (start + index) % SHAPES, onEvent),
        );
        sockets.push(...(await Promise.all(batch)));
      }
      const connectMs = performance.now() - connectStarted;
      const rssSubscribed = server.rssMb();
      console.log(
        `\nrealtime delivery, ${client === 'pg' ? 'PostgreSQL' : 'SQLite'}: ${SUBSCRIBERS} websocket subscribers over ${SHAPES} query shapes, ${DURATION} s of creates per rate`,
      );
      console.log(
        `  ${SUBSCRIBERS} subscribers signed in and subscribed in ${(connectMs / 1000).toFixed(1)} s; server RSS ${rssBefore.toFixed(0)} MB before, ${rssSubscribed.toFixed(0)} MB subscribed`,
      );
      for (const [index, rate] of WRITE_RATES.entries()) {
        round = { sent: new Map(), arrivals: [] };
        await measureRound(server.url, rate, `r${index}-`, round);
      }
      console.log(`  server RSS after the streams ${server.rssMb().toFixed(0)} MB, peak ${server.peakRssMb().toFixed(0)} MB`);
    } finally {
      for (const subscriber of sockets) subscriber.socket.terminate();
      await stopBenchServer(server);
    }
  } finally {
    await database.drop();
  }
}

/**
 * `BENCH=realtime npm run bench`: 1,000 websocket subscribers on one instance across 10 query
 * shapes (one filter value each), a steady stream of creates at 20/s then 100/s; prints delivery latency p50/p99,
 * events delivered per second and the server's RSS. Asserts nothing.
 * BENCH_CLIENTS=sqlite3 (or pg) picks the databases, BENCH_DURATION the seconds of writes,
 * BENCH_RT_SUBSCRIBERS the subscribers, BENCH_RT_WRITES the creates per second of each round (`20,100`).
 */
export async function runRealtimeBench(): Promise<void> {
  const names = process.env.BENCH_CLIENTS?.split(',')
    .map((name) => name.trim())
    .filter(Boolean) ?? ['sqlite3', 'pg'];
  for (const name of names) {
    if (name !== 'sqlite3' && name !== 'pg') throw new Error(`BENCH_CLIENTS: unknown client "${name}" (sqlite3, pg)`);
    await benchOn(name);
  }
}
