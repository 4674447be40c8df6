import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import type { EventBus, EventMeta } from '../../events/event-bus.js';
import type { Accountability } from '../../permissions/accountability.js';
import type { OperationContext } from '../items/operation-context.js';

export interface ActionSpool {
  /** The import's transaction context with its action events going to the spool file instead of memory. */
  context(tx: OperationContext): OperationContext;
  /** Resolves once the file has taken what was written (call between batches: backpressure). */
  drained(): Promise<void>;
  /** After the commit: emits every spooled action in order on the real bus, then removes the file. */
  replay(): Promise<void>;
  /** After a rollback: removes the file; the actions never happened. */
  discard(): Promise<void>;
}

/** Replayed actions between turns of the event loop, so their handlers run as the file is read. */
const REPLAY_SLICE = 500;

/**
 * Action events of a long import, kept on disk until its commit. The item operations queue each
 * write's actions (with its payload) until the transaction commits; an import of millions of rows
 * would hold them all in memory. Here each one is written to a temporary file as a JSON line when
 * the write queues it, and emitted from the file after the commit. Filters still run on the real bus.
 */
export async function spoolActions(events: EventBus, accountability: Accountability | null): Promise<ActionSpool> {
  const folder = await mkdtemp(join(tmpdir(), 'tessera-import-'));
  const path = join(folder, 'actions.jsonl');
  const file = createWriteStream(path);
  const spooling: EventBus = {
    onAction: (name, handler) => events.onAction(name, handler),
    onFilter: (name, handler) => events.onFilter(name, handler),
    emitFilter: (name, payload, meta, who) => events.emitFilter(name, payload, meta, who),
    hasFilter: (name) => events.hasFilter(name),
    emitAction: (name, meta) => void file.write(`${JSON.stringify({ name, meta })}\n`),
    // Not used by item writes; the server's own events keep running on the real bus.
    settleAction: (name, meta, who) => events.settleAction(name, meta, who),
  };
  const close = async () => {
    if (!file.closed) {
      file.end();
      await once(file, 'close');
    }
  };
  return {
    // Running the queued work at once sends its actions to the file; nothing else is queued (item-events.ts).
    context: (tx) => ({ ...tx, events: spooling, afterCommit: (work) => work() }),
    drained: async () => {
      if (file.writableNeedDrain) await once(file, 'drain');
    },
    async replay() {
      try {
        await close();
        let emitted = 0;
        for await (const line of createInterface({ input: createReadStream(path), crlfDelay: Infinity })) {
          const { name, meta } = JSON.parse(line) as { name: string; meta: EventMeta };
          events.emitAction(name, meta, accountability);
          if (++emitted % REPLAY_SLICE === 0) await new Promise((resolve) => setImmediate(resolve));
        }
      } finally {
        await rm(folder, { recursive: true, force: true });
      }
    },
    async discard() {
      await close().catch(() => undefined);
      await rm(folder, { recursive: true, force: true });
    },
  };
}
