import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../src/app-context.js';
import { resolvePrincipal } from '../../src/auth/resolve-principal.js';
import type { Accountability } from '../../src/permissions/accountability.js';
import type { RealtimeClient } from '../../src/realtime/realtime-types.js';

/** An in-process client of the broker: it keeps every message it is sent, in order. */
export class RecordingClient implements RealtimeClient {
  readonly id = randomUUID();
  readonly messages: Record<string, unknown>[] = [];

  constructor(public accountability: Accountability | null) {}

  send(message: Record<string, unknown>): void {
    this.messages.push(message);
  }

  /** The subscription messages of `event` (`create`, `update`, `delete`), in order. */
  events(event?: string): Record<string, unknown>[] {
    return this.messages.filter((message) => message.type === 'subscription' && (event === undefined || message.event === event));
  }

  /** Resolves once a message matches, rejects after `timeoutMs`. */
  async waitFor(match: (message: Record<string, unknown>) => boolean, timeoutMs = 5_000): Promise<Record<string, unknown>> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.messages.find(match);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no matching message; got ${JSON.stringify(this.messages)}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }
}

/** The accountability a request with this bearer token gets. */
export async function accountabilityOf(ctx: AppContext, token: string): Promise<Accountability> {
  const principal = await resolvePrincipal(ctx, token);
  return { ip: null, userAgent: null, origin: null, ...principal.accountability };
}
