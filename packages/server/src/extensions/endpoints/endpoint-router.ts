import type { EndpointRouter, RequestHandler } from '@tessera/extensions-sdk';
import { compileRoutePattern, type RoutePattern } from './route-pattern.js';

/** One registration: a method's route, or (method null) middleware of `use`, matching as a prefix. */
export interface RouterLayer {
  method: string | null;
  /** The part of the path `use` consumed, so `req.path` inside it is relative; empty for routes. */
  pattern: RoutePattern;
  handlers: readonly RequestHandler[];
}

const MAX_LAYERS = 1_000;

/**
 * An Express-compatible router (`get/post/put/patch/delete/use`, `all`) recording its layers in
 * order; run-router.ts runs a request through them.
 */
export function createEndpointRouter(): { router: EndpointRouter; layers: readonly RouterLayer[] } {
  const layers: RouterLayer[] = [];
  const add = (method: string | null, path: string, handlers: unknown[], prefix: boolean) => {
    if (layers.length >= MAX_LAYERS) throw new RangeError(`An endpoint may register at most ${MAX_LAYERS} routes`);
    for (const handler of handlers) if (typeof handler !== 'function') throw new TypeError(`A route handler for ${path} is not a function`);
    if (handlers.length === 0) throw new TypeError(`No handler given for ${path}`);
    layers.push({ method, pattern: compileRoutePattern(path, { prefix }), handlers: handlers as RequestHandler[] });
  };
  const route =
    (method: string | null) =>
    (path: string, ...handlers: RequestHandler[]) => {
      add(method, path, handlers, false);
      return router;
    };
  const router: EndpointRouter & { all: ReturnType<typeof route> } = {
    get: route('GET'),
    post: route('POST'),
    put: route('PUT'),
    patch: route('PATCH'),
    delete: route('DELETE'),
    // Any method on the exact path; `use` is any method on the path as a prefix.
    all: route(null),
    use(...args: unknown[]) {
      // Express's `use([path], ...handlers)`: the path is optional and matches as a prefix.
      const path = typeof args[0] === 'string' ? (args.shift() as string) : '/';
      add(null, path, args, true);
      return router;
    },
  };
  return { router, layers };
}
