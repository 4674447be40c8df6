import { AsyncLocalStorage } from 'node:async_hooks';
import type { AppContext } from '../app-context.js';
import { invalidPayload } from '../errors/error-helpers.js';
import type { Accountability } from '../permissions/accountability.js';
import { startDataChain } from './data-chain.js';
import type { FlowDefinition } from './flow-definition.js';
import { flowReturn } from './flow-return.js';
import { LOCAL_FLOW_SYNC, startRedisFlowSync, type FlowSync } from './flow-sync.js';
import { loadFlows } from './load-flows.js';
import { createOperationRegistry, type ClashLogger, type OperationRegistry } from './operations/operation-registry.js';
import { recordFlowRun } from './record-flow-run.js';
import { runOperations, type OperationsOutcome } from './run-operations.js';
import { registerEventFlow } from './triggers/event-trigger.js';
import { scheduleFlow } from './triggers/schedule-trigger.js';

/**
 * How deep runs may start runs (a `trigger` operation, or an operation whose write fires an event
 * another flow listens to) before one is refused: a flow that starts itself stops there.
 */
export const MAX_FLOW_DEPTH = 10;

/** Runs one flow: `trigger` becomes `$trigger`. */
export type ExecuteFlow = (flow: FlowDefinition, trigger: unknown, accountability: Accountability | null) => Promise<OperationsOutcome>;

/**
 * The flows engine (api-reference section 8): holds the active flows, keeps their event handlers
 * and schedules registered, runs them and records each run. Every instance loads the flows at start
 * and again after each flow or operation write, its own or (with Redis) another instance's.
 */
export interface FlowEngine {
  start(ctx: AppContext): Promise<void>;
  /** An active flow by id, once any reload under way has finished. */
  flow(id: string): Promise<FlowDefinition | undefined>;
  execute: ExecuteFlow;
  /** The operation types runs may use: the built-ins and those of enabled extensions. */
  readonly operations: OperationRegistry;
  /**
   * Whether this instance runs tick `tick` (seconds) of the schedule `id`: with Redis, exactly one
   * instance does; alone, always. Hook extensions' schedules claim their ticks here too.
   */
  claimTick(id: string, tick: number): Promise<boolean>;
  /** After a committed flow or operation write here: reload, and tell the other instances. */
  changed(): Promise<void>;
  close(): Promise<void>;
}

/** `logger` tells of extension operations refused for a clash of ids (the context's logger once started, when absent). */
export function createFlowEngine(logger?: ClashLogger): FlowEngine {
  const operations = createOperationRegistry(logger ?? { warn: (meta: object, line: string) => ctx?.logger.warn(meta, line) });
  let ctx: AppContext | null = null;
  let flows = new Map<string, FlowDefinition>();
  let stops: Array<() => void> = [];
  let sync: FlowSync = LOCAL_FLOW_SYNC;
  let pending: Promise<void> = Promise.resolve();
  let closed = false;

  const context = (): AppContext => {
    if (!ctx) throw new Error('The flows engine has not started');
    return ctx;
  };

  // How many runs led to the code running now; async work a run starts (its writes' events) inherits it.
  const runDepth = new AsyncLocalStorage<number>();

  const execute: ExecuteFlow = async (flow, trigger, accountability) => {
    const app = context();
    const depth = runDepth.getStore() ?? 0;
    if (depth >= MAX_FLOW_DEPTH) throw invalidPayload(`Flows may start each other at most ${MAX_FLOW_DEPTH} levels deep`);
    const start = startDataChain(trigger, accountability, Object.fromEntries(app.config.FLOWS_ENV));
    const runFlow = async (flowId: string, payload: unknown, caller: Accountability | null) => {
      const target = await engine.flow(flowId);
      if (!target || target.trigger !== 'operation') throw invalidPayload(`Flow ${flowId} is not an active flow with an operation trigger`);
      const outcome = await execute(target, payload, caller);
      return flowReturn(target, outcome.data, '$last');
    };
    const outcome = await runDepth.run(depth + 1, () => runOperations(flow, start, accountability, { ctx: app, operations, runFlow }));
    await recordFlowRun(app, flow, accountability, outcome.steps, outcome.data).catch((error: unknown) =>
      app.logger.error({ err: error, flow: flow.id }, 'could not record a flow run'),
    );
    return outcome;
  };

  const replaceFlows = async (): Promise<void> => {
    const app = context();
    const loaded = await loadFlows(
      { db: app.db, schema: await app.schema.get(), accountability: null, config: app.config, writes: app.writes },
      app.logger,
    );
    if (closed) return;
    for (const stop of stops) stop();
    flows = loaded;
    stops = [...loaded.values()].flatMap((flow) => {
      if (flow.trigger === 'event') return [registerEventFlow(app.events, flow, execute)];
      if (flow.trigger === 'schedule') return [scheduleFlow(flow, { claimTick: sync.claimTick, execute, logger: app.logger })];
      return [];
    });
  };

  const reload = (): Promise<void> => {
    // One reload at a time, in order: the last one always reads the latest rows.
    pending = pending.then(replaceFlows).catch((error: unknown) => context().logger.error({ err: error }, 'could not load flows'));
    return pending;
  };

  const engine: FlowEngine = {
    async start(app) {
      ctx = app;
      if (app.config.SYNCHRONIZATION_STORE === 'redis')
        sync = await startRedisFlowSync({ url: app.config.REDIS, logger: app.logger, onRemoteChange: () => void reload() });
      await reload();
    },
    async flow(id) {
      await pending;
      return flows.get(id);
    },
    execute,
    operations,
    claimTick: (id, tick) => sync.claimTick(id, tick),
    async changed() {
      sync.announceChange();
      await reload();
    },
    async close() {
      closed = true;
      for (const stop of stops) stop();
      stops = [];
      await sync.close();
    },
  };
  return engine;
}
