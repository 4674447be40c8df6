import { GraphQLError } from 'graphql';

/**
 * An async iterator over the payloads of one GraphQL subscription, fed by pushes from the realtime
 * broker. Bounded: a subscriber more than `maxQueued` payloads behind is ended with an error
 * rather than buffered without end. `onEnd` runs once, whichever way the stream ends (the client
 * completes, the socket closes, an error).
 */
export class ChangeStream<T> implements AsyncIterableIterator<T> {
  private readonly queued: T[] = [];
  private readonly waiting: Array<{ resolve: (result: IteratorResult<T>) => void; reject: (error: unknown) => void }> = [];
  private failure: GraphQLError | null = null;
  private done = false;

  constructor(
    private readonly maxQueued: number,
    private readonly onEnd: () => void,
  ) {}

  /** Hands one payload to the subscriber, or queues it; past the bound the stream fails. */
  push(payload: T): void {
    if (this.done || this.failure) return;
    const waiter = this.waiting.shift();
    if (waiter) return waiter.resolve({ value: payload, done: false });
    if (this.queued.length >= this.maxQueued) {
      this.fail(
        new GraphQLError(`The subscriber fell more than ${this.maxQueued} events behind.`, { extensions: { code: 'LIMIT_EXCEEDED' } }),
      );
      return;
    }
    this.queued.push(payload);
  }

  /** Ends the stream with `error`: the next read rejects with it (what was queued is dropped), later reads are done. */
  fail(error: GraphQLError): void {
    if (this.done || this.failure) return;
    this.queued.length = 0;
    const waiters = this.waiting.splice(0);
    // Told to whoever waits now, or else kept for the next read.
    if (waiters.length === 0) this.failure = error;
    this.end();
    for (const waiter of waiters) waiter.reject(error);
  }

  next(): Promise<IteratorResult<T>> {
    const value = this.queued.shift();
    if (value !== undefined) return Promise.resolve({ value, done: false });
    if (this.failure) {
      const error = this.failure;
      this.failure = null;
      return Promise.reject(error);
    }
    if (this.done) return Promise.resolve({ value: undefined, done: true });
    return new Promise((resolve, reject) => this.waiting.push({ resolve, reject }));
  }

  return(): Promise<IteratorResult<T>> {
    this.queued.length = 0;
    this.failure = null;
    this.end();
    for (const waiter of this.waiting.splice(0)) waiter.resolve({ value: undefined, done: true });
    return Promise.resolve({ value: undefined, done: true });
  }

  throw(error: unknown): Promise<IteratorResult<T>> {
    void this.return();
    return Promise.reject(error);
  }

  [Symbol.asyncIterator](): this {
    return this;
  }

  private end(): void {
    if (this.done) return;
    this.done = true;
    this.onEnd();
  }
}
