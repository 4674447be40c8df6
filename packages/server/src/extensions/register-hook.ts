import type { ApiExtensionContext, HookConfig, HookContext, RegisterFunctions, SchemaOverview } from '@tessera/extensions-sdk';
import { Cron } from 'croner';
import type { AppContext } from '../app-context.js';
import type { EmbedCode, EmbedPosition } from './embeds.js';
import type { InitEvents } from './init-events.js';

export interface HookHost {
  ctx: AppContext;
  inits: InitEvents;
  addEmbed(position: EmbedPosition, code: EmbedCode, owner: string): () => void;
}

/**
 * Runs a hook's register function (`(register, context) => …`) and wires what it registers:
 * `filter`/`action` on the event bus, `init` on the init events, `schedule` as a croner job (5
 * fields, or 6 with seconds first), `embed` in the embeds list. Answers what removes all of it; when
 * the hook throws, what it registered so far is removed and the error goes up.
 */
export function registerHook(name: string, hook: HookConfig, context: ApiExtensionContext, host: HookHost): () => void {
  const removers: Array<() => void> = [];
  const removeAll = () => {
    for (const remove of removers.splice(0)) remove();
  };
  const { ctx } = host;
  const hookContext = async (accountability: HookContext['accountability']): Promise<HookContext> => ({
    database: ctx.db,
    schema: (await ctx.schema.get()) as unknown as SchemaOverview,
    accountability,
  });
  let scheduleIndex = 0;
  const register: RegisterFunctions = {
    filter(event, handler) {
      removers.push(
        ctx.events.onFilter(String(event), async (payload, meta, accountability) =>
          handler(payload as never, { ...meta }, await hookContext(accountability as HookContext['accountability'])),
        ),
      );
    },
    action(event, handler) {
      removers.push(
        ctx.events.onAction(String(event), async (meta, accountability) =>
          handler({ ...meta }, await hookContext(accountability as HookContext['accountability'])),
        ),
      );
    },
    init(event, handler) {
      removers.push(host.inits.on(String(event), handler, name));
    },
    schedule(cron, handler) {
      // As in the reference, each tick runs on one instance only (claimed through the flows' sync).
      const id = `extension:${name}:${scheduleIndex++}`;
      let job: Cron;
      try {
        job = new Cron(String(cron), { protect: true }, async () => {
          if (!(await ctx.flows.claimTick(id, Math.round(Date.now() / 1000)))) return;
          await Promise.resolve()
            .then(handler)
            .catch((error: unknown) => ctx.logger.error({ err: error, extension: name }, `extension ${name}: scheduled handler failed`));
        });
      } catch (error) {
        ctx.logger.warn(
          { err: error, extension: name, cron },
          `extension ${name}: schedule "${String(cron)}" not registered, its cron expression is malformed`,
        );
        return;
      }
      removers.push(() => job.stop());
    },
    embed(position, code) {
      removers.push(host.addEmbed(position, code, name));
    },
  };
  try {
    hook(register, context);
  } catch (error) {
    removeAll();
    throw error;
  }
  return removeAll;
}
