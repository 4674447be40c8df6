import type { SchemaOverview } from '@tessera/extensions-sdk';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { invalidQuery, routeNotFound } from '../../errors/error-helpers.js';
import { endpointRequest } from './endpoint-request.js';
import { endpointResponse } from './endpoint-response.js';
import { createEndpointMounts, type EndpointMounts } from './endpoint-mounts.js';
import { runRouter } from './run-router.js';

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/**
 * Endpoint extensions' routes. Fastify cannot remove a route once the server listens, so there is
 * one dispatcher for `/:id` and `/:id/*`, consulting the table of mounted endpoints on every request:
 * mounting adds an entry, unmounting removes it, and an id without one answers 404 as any unknown
 * route does. Core routes are static paths and always win over these parametric ones.
 */
export async function endpointDispatcherRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const mounts = createEndpointMounts(app);
  // Endpoints read bodies of any type, as Express leaves them to the handler: text as a string,
  // the rest as bytes; JSON keeps the server's parser (depth-bounded). Only for these routes.
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (request, body: Buffer, done) => {
    const type = request.headers['content-type'] ?? '';
    done(null, /^text\//i.test(type) ? body.toString('utf8') : body);
  });
  const handler = (request: FastifyRequest, reply: FastifyReply) => dispatch(ctx, mounts, request, reply);
  // Never in the response cache: the reference does not cache extension endpoints, their GETs may have
  // effects, and an unmounted endpoint must stop answering at once.
  const options = { method: METHODS, preValidation: refuseUpgrades, config: { responseCache: false }, handler };
  app.route({ ...options, url: '/:endpoint' });
  app.route({ ...options, url: '/:endpoint/*' });
}

/**
 * Endpoints speak HTTP only. With websockets on, @fastify/websocket would accept an upgrade on any
 * route and close it at once; refused here instead, an upgrade to an unknown path answers 404 as it
 * did before these routes existed (the socket is closed after the answer).
 */
async function refuseUpgrades(request: FastifyRequest): Promise<void> {
  if (request.headers.upgrade) throw routeNotFound(request.url.split('?')[0] ?? request.url);
}

async function dispatch(ctx: AppContext, mounts: EndpointMounts, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
  const path = request.url.split('?')[0] ?? request.url;
  const { id, subPath } = splitEndpointPath(path, (request.params as { endpoint?: string }).endpoint ?? '');
  const mounted = mounts.get(id.toLowerCase());
  if (!mounted) throw unroutable(path);
  const schema = (await ctx.schema.get()) as unknown as SchemaOverview;
  let markSent!: () => void;
  const sent = new Promise<void>((resolve) => (markSent = resolve));
  // A handler that never answers is let go when its client goes away: nothing waits for it after that.
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) markSent();
  });
  const req = endpointRequest(request, subPath, schema);
  const res = endpointResponse(reply, markSent);
  const handled = await runRouter(mounted.layers, req, res, sent);
  if (!handled) throw routeNotFound(path);
  return reply;
}

/** The endpoint id (its first path segment, or two for `@scope/name`) and the path below it. */
function splitEndpointPath(path: string, first: string): { id: string; subPath: string } {
  const end = (from: number) => {
    const slash = path.indexOf('/', from);
    return slash === -1 ? path.length : slash;
  };
  let idEnd = end(1);
  let id = first;
  if (first.startsWith('@') && idEnd < path.length) {
    const nameEnd = end(idEnd + 1);
    id = `${first}/${decodeSegment(path.slice(idEnd + 1, nameEnd))}`;
    idEnd = nameEnd;
  }
  return { id, subPath: idEnd >= path.length ? '/' : path.slice(idEnd) };
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Fastify's router's `maxParamLength` (its default, which buildApp keeps). */
const MAX_PARAM_LENGTH = 100;

/**
 * What a path no endpoint serves answers: 404, except when one of its segments is longer than the
 * router takes for a parameter. Without these catch-all routes the router refuses such a path before
 * routing (a framework error, 400 INVALID_QUERY, as answerFrameworkError words it), and it still must:
 * a key of 5,000 characters on `/utils/restore/:collection/:key` falls through to `/:endpoint/*` here.
 */
function unroutable(path: string) {
  const tooLong = path.split('/').some((segment) => segment.length > MAX_PARAM_LENGTH);
  return tooLong ? invalidQuery('The request could not be routed') : routeNotFound(path);
}
