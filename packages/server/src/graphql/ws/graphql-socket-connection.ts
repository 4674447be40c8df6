import type { WebSocket } from 'ws';
import type { Accountability } from '../../permissions/accountability.js';
import { RateWindow } from '../../realtime/socket/offence-window.js';
import type { ClientOrigin, SocketCredentials } from '../../realtime/socket/socket-client.js';

/** Close codes of the graphql-ws transport beyond the protocol's own (4400 bad request, 4403 forbidden, …). */
export const GRAPHQL_CLOSE = {
  badRequest: 4400,
  forbidden: 4403,
  tooManyRequests: 4429,
  internal: 4500,
  tooBig: 1009,
  tryAgainLater: 1013,
} as const;

/** What the upgrade request established: its accountability and, when it carried one, its token. */
export interface UpgradeIdentity {
  accountability: Accountability;
  credentials: SocketCredentials | null;
}

/** One graphql-ws connection: who it is signed in as, its limits and its heartbeat. */
export class GraphqlSocketConnection {
  /** Set by `connection_init`; null until then. */
  accountability: Accountability | null = null;
  /** The token it signed in with (checked for expiry and revocation); null when anonymous. */
  credentials: SocketCredentials | null = null;
  /** Whether a pong came back since the last heartbeat ping. */
  alive = true;
  readonly rate: RateWindow;

  constructor(
    readonly socket: WebSocket,
    readonly from: ClientOrigin,
    readonly upgrade: UpgradeIdentity,
    options: { ratePoints: number; maxBuffered: number },
  ) {
    this.rate = new RateWindow(options.ratePoints);
    this.maxBuffered = options.maxBuffered;
  }

  private readonly maxBuffered: number;

  get isOpen(): boolean {
    return this.socket.readyState === this.socket.OPEN;
  }

  /** Sends one text frame; a client that stopped reading (too much queued) is dropped instead. */
  send(text: string): Promise<void> {
    if (!this.isOpen) return Promise.resolve();
    if (this.socket.bufferedAmount > this.maxBuffered) {
      this.socket.terminate();
      return Promise.resolve();
    }
    return new Promise((resolve) => this.socket.send(text, () => resolve()));
  }

  close(code: number, reason: string): void {
    if (this.socket.readyState === this.socket.CLOSED || this.socket.readyState === this.socket.CLOSING) return;
    this.socket.close(code, reason);
  }
}
