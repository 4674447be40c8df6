import type { Logger } from 'pino';
import type { Filter } from '../query/query.js';

export type CommittedWritesListener = (collections: readonly string[]) => void;

/** A delete about to happen, as its witnesses see it: its rows still exist, in its transaction. */
export interface PendingDelete {
  collection: string;
  keys: readonly (string | number)[];
  /** The keys among `keys` whose rows match `filter` (every row seen, no rules), in one query in the delete's transaction. */
  matching(filter: Filter): Promise<(string | number)[]>;
}

/**
 * Looks at a delete's rows before they go and answers what the delete's action events must carry
 * (under symbol keys, which never reach JSON: webhooks, flows and logs see the meta they always saw).
 */
export type DeleteWitness = (pending: PendingDelete) => Promise<Readonly<Record<symbol, unknown>> | undefined>;

/**
 * The write path's observers. Which collections committed writes changed, told by the item
 * operations themselves once their transaction has committed, whatever the door (REST, GraphQL,
 * sockets, flows, extensions' services, imports) and whether or not the write emitted events.
 * Unlike action events, nothing here can be switched off or replaced by a caller: state derived
 * from the rows (the response cache) listens. And what a delete's rows were before they went, for
 * those who must judge a delete by them (realtime: who could read the row).
 */
export interface CommittedWrites {
  /** Tells every listener, synchronously, that rows of `collections` changed and are committed. */
  announce(collections: readonly string[]): void;
  /** Registers `listener`; answers the function that removes it. */
  onCommit(listener: CommittedWritesListener): () => void;
  /** Runs every witness on a delete about to happen; answers what they found, merged. */
  witnessDelete(pending: PendingDelete): Promise<Readonly<Record<symbol, unknown>>>;
  /** Registers `witness`; answers the function that removes it. */
  onDelete(witness: DeleteWitness): () => void;
}

export function createCommittedWrites(logger: Pick<Logger, 'error'>): CommittedWrites {
  const listeners = new Set<CommittedWritesListener>();
  const witnesses = new Set<DeleteWitness>();
  return {
    announce(collections) {
      if (collections.length === 0) return;
      for (const listener of [...listeners]) {
        try {
          listener(collections);
        } catch (error) {
          // The write has committed: a listener's failure is logged, never the writer's.
          logger.error({ err: error, collections }, 'a committed-writes listener failed');
        }
      }
    },
    onCommit(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    async witnessDelete(pending) {
      let found: Record<symbol, unknown> = {};
      // A witness's query failing fails the delete, as any statement of its transaction would.
      for (const witness of [...witnesses]) found = { ...found, ...(await witness(pending)) };
      return found;
    },
    onDelete(witness) {
      witnesses.add(witness);
      return () => void witnesses.delete(witness);
    },
  };
}
