import type { SocketClient } from './socket-client.js';

export interface SocketTickerOptions {
  clients: () => Iterable<SocketClient>;
  /** WEBSOCKETS_HEARTBEAT_PERIOD in ms, or null when the heartbeat is off. */
  heartbeatMs: number | null;
  /** A client whose `auth` did not come in time. */
  onAuthTimeout(client: SocketClient): void;
  /** A client whose token expired. */
  onExpired(client: SocketClient): void;
}

/** How often the one timer of all sockets looks at them. */
const TICK_MS = 500;

/**
 * One timer for every socket: auth deadlines, token expiry, and the heartbeat (a `ping` each
 * period; a client that sent nothing during a whole period after a ping is closed).
 */
export function startSocketTicker(options: SocketTickerOptions): { stop(): void } {
  let nextPingAt = options.heartbeatMs === null ? Number.POSITIVE_INFINITY : Date.now() + options.heartbeatMs;
  const tick = () => {
    const now = Date.now();
    const ping = now >= nextPingAt;
    if (ping) nextPingAt = now + options.heartbeatMs!;
    for (const client of options.clients()) {
      if (!client.isOpen) continue;
      if (client.authDeadline !== null && now >= client.authDeadline && client.authsInFlight === 0) {
        client.authDeadline = null;
        options.onAuthTimeout(client);
        continue;
      }
      const expiresAt = client.credentials?.expiresAt;
      if (expiresAt != null && now >= expiresAt) options.onExpired(client);
      if (!ping) continue;
      if (client.pingedAt !== null && client.lastSeen < client.pingedAt) {
        client.close(1000, 'No heartbeat');
        continue;
      }
      client.pingedAt = now;
      client.send({ type: 'ping' });
    }
  };
  const timer = setInterval(tick, TICK_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
