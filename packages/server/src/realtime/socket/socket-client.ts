import { randomUUID } from 'node:crypto';
import type { WebSocket } from 'ws';
import type { Accountability } from '../../permissions/accountability.js';
import type { RealtimeClient } from '../realtime-types.js';
import { OffenceWindow, RateWindow } from './offence-window.js';

/** Where the upgrade request came from; part of every accountability of the socket. */
export interface ClientOrigin {
  ip: string | null;
  userAgent: string | null;
  origin: string | null;
}

/** The token a socket is signed in with; null while it is anonymous (public) or not signed in yet. */
export interface SocketCredentials {
  /** The access token (JWT) or a user's static token: what each item request carries. */
  token: string;
  /** When the token stops working (ms since epoch); null for a static token. */
  expiresAt: number | null;
}

export interface SocketClientOptions {
  /** WEBSOCKETS_MAX_BUFFERED: bytes queued for the socket before it is dropped as a slow consumer. */
  maxBuffered: number;
  /** WEBSOCKETS_RATE_LIMIT_POINTS. */
  ratePoints: number;
}

/** One REST socket connection: what the broker sees (RealtimeClient) plus the transport's own state. */
export class SocketClient implements RealtimeClient {
  readonly id = randomUUID();
  accountability: Accountability | null = null;
  credentials: SocketCredentials | null = null;
  /** Until when an `auth` message is awaited (handshake, or after TOKEN_EXPIRED); null when none is. */
  authDeadline: number | null = null;
  /** `auth` messages received and not answered yet: an auth that arrived in time is not cut short by the deadline. */
  authsInFlight = 0;
  /** Set once a first `auth` succeeded (handshake mode lets nothing else through before). */
  signedIn = false;
  lastSeen = Date.now();
  /** When the heartbeat last pinged this client; null before the first ping. */
  pingedAt: number | null = null;
  /** Messages received and not answered yet (handled one after another). */
  pending = 0;
  readonly malformed = new OffenceWindow(10, 60_000);
  readonly oversized = new OffenceWindow(2, 60_000);
  readonly floods = new OffenceWindow(3, 60_000);
  readonly rate: RateWindow;
  private queue: Promise<void> = Promise.resolve();

  constructor(
    readonly socket: WebSocket,
    readonly from: ClientOrigin,
    private readonly options: SocketClientOptions,
  ) {
    this.rate = new RateWindow(options.ratePoints);
  }

  get isOpen(): boolean {
    return this.socket.readyState === this.socket.OPEN;
  }

  /** Queues one JSON message; a client that stopped reading (too much queued) is terminated instead. */
  send(message: Record<string, unknown>): void {
    if (!this.isOpen) return;
    // Awaiting a new sign-in after the token expired: changes are not delivered on the old one.
    if (this.authDeadline !== null && message.type === 'subscription') return;
    if (this.socket.bufferedAmount > this.options.maxBuffered) {
      this.socket.terminate();
      return;
    }
    let text: string;
    try {
      text = JSON.stringify(message);
    } catch {
      return;
    }
    this.socket.send(text, () => {});
  }

  close(code: number, reason: string): void {
    if (this.socket.readyState === this.socket.CLOSED || this.socket.readyState === this.socket.CLOSING) return;
    this.socket.close(code, reason);
  }

  /** Runs `work` after every message received before it has been handled. */
  enqueue(work: () => Promise<void>): void {
    this.pending++;
    this.queue = this.queue
      .then(work)
      .catch(() => {})
      .finally(() => {
        this.pending--;
      });
  }
}
