import type { FastifyInstance } from 'fastify';
import type { RouterLayer } from './endpoint-router.js';

/** One mounted endpoint: its id (first path segment) and its router's layers. */
export interface MountedEndpoint {
  id: string;
  extension: string;
  layers: readonly RouterLayer[];
}

/** Mounted endpoints by lower-cased id, in a Map: an id is never an object key. */
export type EndpointMounts = Map<string, MountedEndpoint>;

/**
 * The mounts of each server, keyed by its HTTP server: every encapsulated Fastify instance of one
 * app shares it, so the dispatcher (registered in buildApp) and mountEndpoint (called by the loader
 * with whichever instance it holds) find the same table.
 */
const MOUNTS_BY_SERVER = new WeakMap<object, EndpointMounts>();

export function endpointMountsOf(app: FastifyInstance): EndpointMounts | undefined {
  return MOUNTS_BY_SERVER.get(app.server);
}

export function createEndpointMounts(app: FastifyInstance): EndpointMounts {
  let mounts = MOUNTS_BY_SERVER.get(app.server);
  if (!mounts) MOUNTS_BY_SERVER.set(app.server, (mounts = new Map()));
  return mounts;
}
