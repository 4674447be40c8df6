import type { ApiExtensionContext, EndpointHandler } from '@tessera/extensions-sdk';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { endpointIdProblem } from './endpoint-ids.js';
import { endpointMountsOf, type MountedEndpoint } from './endpoint-mounts.js';
import { createEndpointRouter } from './endpoint-router.js';

export interface EndpointMount {
  id: string;
  handler: EndpointHandler;
  context: ApiExtensionContext;
  /** The extension's name, for log lines; the id when absent. */
  extension?: string;
}

export interface MountedEndpointHandle {
  /** False when the id was refused (logged); unmount() then does nothing. */
  readonly mounted: boolean;
  /** Stops the endpoint answering: its paths answer 404 again, at once. */
  unmount(): void;
}

/**
 * Mounts an endpoint extension under `/<id>`: runs `handler(router, context)` once to collect its
 * routes, then serves them through the dispatcher of endpoint-dispatcher.ts (registered in
 * buildApp), with the caller's accountability as `req.accountability`. An id that is malformed, a
 * core route or already mounted is refused with a log line. A handler that throws while registering
 * its routes throws here, before anything is mounted (the loader logs and skips the extension); one
 * whose returned promise rejects is unmounted then, with a log line.
 */
export function mountEndpoint(app: FastifyInstance, ctx: AppContext, mount: EndpointMount): MountedEndpointHandle {
  const extension = mount.extension ?? String(mount.id);
  const refuse = (reason: string): MountedEndpointHandle => {
    ctx.logger.warn({ extension, endpoint: String(mount.id) }, `endpoint extension not mounted: ${reason}`);
    return { mounted: false, unmount() {} };
  };
  const mounts = endpointMountsOf(app);
  if (!mounts) throw new Error('The endpoint dispatcher is not registered on this server (endpointDispatcherRoutes in buildApp)');
  const problem = endpointIdProblem(mount.id, ctx.config);
  if (problem) return refuse(problem);
  const key = mount.id.toLowerCase();
  if (mounts.has(key)) return refuse(`"/${mount.id}" is already mounted by extension "${mounts.get(key)!.extension}"`);
  if (typeof mount.handler !== 'function') return refuse('its handler is not a function');
  const { router, layers } = createEndpointRouter();
  const registering = mount.handler(router, mount.context) as unknown;
  const entry: MountedEndpoint = { id: mount.id, extension, layers };
  mounts.set(key, entry);
  ctx.logger.debug({ extension, endpoint: mount.id }, 'endpoint extension mounted');
  const unmount = () => {
    // Only this mount: a later one under the same id (after a reload) stays.
    if (mounts.get(key) === entry) mounts.delete(key);
  };
  // An async handler (directus-extension-sync awaits its table before adding routes) registers as it
  // goes; one that rejects later is unmounted with one log line instead of failing the process.
  if (registering && typeof (registering as Promise<unknown>).then === 'function')
    (registering as Promise<unknown>).then(undefined, (error: unknown) => {
      unmount();
      ctx.logger.error({ extension, endpoint: mount.id, err: error }, `extension "${extension}" skipped: ${messageOf(error)}`);
    });
  return { mounted: true, unmount };
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
