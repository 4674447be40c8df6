/**
 * The raw connection of an item operation's own transaction (services/items/transaction.ts), whose
 * BEGIN waits for the first statement: a write that turns out to need a single statement (a create
 * with its activity and revision in one statement on PostgreSQL) runs it alone, atomic by itself,
 * with no BEGIN and COMMIT round trips around it.
 */
export class TransactionConnection {
  /** `idle`: nothing ran; `open`: BEGIN was sent; `done`: one statement ran alone and nothing may follow. */
  state: 'idle' | 'open' | 'done' = 'idle';

  constructor(readonly raw: unknown) {}
}
