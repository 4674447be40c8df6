import type { ApiExtensionContext, EndpointHandler, HookConfig, OperationApiConfig, OperationContext } from '@tessera/extensions-sdk';
import type { AppContext } from '../app-context.js';
import { isPlainObject } from '../utils/is-plain-object.js';
import { registerHook, type HookHost } from './register-hook.js';

/** An endpoint ready to mount under `/<id>`. */
export interface EndpointMount {
  id: string;
  handler: EndpointHandler;
  context: ApiExtensionContext;
}

export interface ApiEntryHost extends HookHost {
  ctx: AppContext;
  /** Mounts now, or once the app exists; answers what unmounts it. */
  mount(endpoint: EndpointMount): () => void;
}

/**
 * Registers one API extension (or bundle entry) named `name` from its default export `config`, by
 * type, as the reference shapes them: a hook is `(register, context) => …`; an endpoint is
 * `(router, context) => …` (mounted under `name`) or `{ id, handler }`; an operation is `{ id, handler }`
 * (added to the flows' operations). Answers what removes it; throws when `config` has the wrong shape.
 */
export function registerApiEntry(
  type: 'hook' | 'endpoint' | 'operation',
  name: string,
  config: unknown,
  context: ApiExtensionContext,
  host: ApiEntryHost,
): () => void {
  if (type === 'hook') {
    if (typeof config !== 'function') throw new Error('a hook must export a function');
    return registerHook(name, config as HookConfig, context, host);
  }
  if (type === 'endpoint') {
    if (typeof config === 'function') return host.mount({ id: name, handler: config as EndpointHandler, context });
    if (isPlainObject(config) && typeof config.id === 'string' && typeof config.handler === 'function')
      return host.mount({ id: config.id, handler: config.handler as EndpointHandler, context });
    throw new Error('an endpoint must export a function or { id, handler }');
  }
  if (!isPlainObject(config) || typeof config.id !== 'string' || config.id === '' || typeof config.handler !== 'function')
    throw new Error('an operation must export { id, handler }');
  const operation = config as unknown as OperationApiConfig;
  return host.ctx.flows.operations.add(
    {
      id: operation.id,
      handler: (options, run) =>
        operation.handler(options, {
          ...context,
          data: { ...run.data },
          accountability: run.accountability as OperationContext['accountability'],
        }),
    },
    name,
  );
}
