/**
 * A queue between a socket's message handler (which pushes whenever a message arrives) and an
 * async generator (which pulls when its consumer asks): nothing that arrives between two pulls is
 * lost. `end` finishes it (pending messages are still delivered unless discarded); `fail` makes
 * the next pull throw.
 */
export interface MessageQueue<Message> {
  push(message: Message): void;
  fail(error: Error): void;
  end(options?: { discard?: boolean }): void;
  /** The next message, or undefined once the queue has ended and is drained. */
  next(): Promise<Message | undefined>;
  readonly ended: boolean;
}

export function createMessageQueue<Message>(): MessageQueue<Message> {
  const pending: Message[] = [];
  let waiter: ((result: { message?: Message; error?: Error }) => void) | null = null;
  let ended = false;
  let failure: Error | null = null;

  const wake = (result: { message?: Message; error?: Error }) => {
    const resolve = waiter;
    waiter = null;
    resolve?.(result);
  };

  return {
    get ended() {
      return ended;
    },
    push(message) {
      if (ended) return;
      if (waiter) wake({ message });
      else pending.push(message);
    },
    fail(error) {
      if (ended) return;
      failure = error;
      ended = true;
      wake({ error });
    },
    end(options = {}) {
      if (options.discard) pending.length = 0;
      ended = true;
      wake({});
    },
    async next() {
      if (pending.length > 0) return pending.shift();
      if (failure) {
        const error = failure;
        failure = null;
        throw error;
      }
      if (ended) return undefined;
      const result = await new Promise<{ message?: Message; error?: Error }>((resolve) => {
        waiter = resolve;
      });
      if (result.error) {
        failure = null;
        throw result.error;
      }
      return result.message;
    },
  };
}
