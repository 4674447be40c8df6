import type { AppContext } from '../app-context.js';
import type { Accountability } from '../permissions/accountability.js';

/**
 * The data chain a flow run carries (api-reference, "flows"): `$trigger` (what started the run),
 * `$last` (the previous operation's result), `$accountability` (who started it), `$env` (only
 * the variables of `FLOWS_ENV_ALLOW_LIST`) and each finished operation's result under its `key`.
 * A null-prototype object: operation keys are user input.
 */
export type DataChain = Readonly<Record<string, unknown>>;

/** Starts another flow whose trigger is `operation` (the `trigger` operation) and answers its result. */
export type RunFlow = (flowId: string, payload: unknown, accountability: Accountability | null) => Promise<unknown>;

/** What an operation handler may use. It gets no HTTP request: everything it does goes through the services. */
export interface OperationContext {
  ctx: AppContext;
  /** The run's data chain as it stands before this operation. */
  data: DataChain;
  /** Who started the run (null for schedules and events without a user). */
  accountability: Accountability | null;
  flow: { id: string; name: string };
  /** Runs another flow with an `operation` trigger (used by the `trigger` operation). */
  runFlow: RunFlow;
}

/**
 * One operation type (`log`, `exec`, `item-create`, …), one file each under `flows/operations/`.
 * The engine renders `options` with the data chain first (mustache templating), then calls
 * `handler`. A result resolves the operation (the engine follows `resolve` and stores the result
 * under the operation's key); a thrown error rejects it (`reject` path, the error under the key).
 */
export interface OperationDefinition<Options = Record<string, unknown>> {
  /** The value stored in `directus_operations.type`. */
  id: string;
  handler(options: Options, context: OperationContext): unknown;
  /**
   * The handler's result is plain JSON data already (parsed from JSON text, as Run Script's is):
   * the engine keeps it as it is instead of copying it through JSON once more.
   */
  returnsJson?: boolean;
}
