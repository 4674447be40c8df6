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
/** Handlers given in nested arrays, as Express flattens them (`router.use('/', [a, [b, c]])`). */
const MAX_HANDLERS = 1_000;
const MAX_NESTING = 16;

/**
 * An Express-compatible router (`get/post/put/patch/delete/use`, `all`) recording its layers in
 * order; run-router.ts runs a request through them. Handlers may come in (nested) arrays, as
 * swagger-ui-express's `serve` does, and are flattened as Express 4 flattens them.
 */
export function createEndpointRouter(): { router: EndpointRouter; layers: readonly RouterLayer[] } {
  const layers: RouterLayer[] = [];
  const add = (method: string | null, path: string, given: unknown[], prefix: boolean) => {
    if (layers.length >= MAX_LAYERS) throw new RangeError(`An endpoint may register at most ${MAX_LAYERS} routes`);
    const handlers = flattenHandlers(given, path);
    if (handlers.length === 0) throw new TypeError(`No handler given for ${path}`);
    layers.push({ method, pattern: compileRoutePattern(path, { prefix }), handlers });
  };
  const route =
    (method: string | null) =>
    (path: string, ...handlers: unknown[]) => {
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

function flattenHandlers(given: readonly unknown[], path: string): RequestHandler[] {
  const handlers: RequestHandler[] = [];
  const visit = (items: readonly unknown[], depth: number) => {
    if (depth > MAX_NESTING) throw new RangeError(`The handlers for ${path} are nested too deeply`);
    for (const item of items) {
      if (Array.isArray(item)) visit(item, depth + 1);
      else if (typeof item !== 'function') throw new TypeError(`A route handler for ${path} is not a function`);
      else if (handlers.push(item as RequestHandler) > MAX_HANDLERS) throw new RangeError(`Too many handlers for ${path}`);
    }
  };
  visit(given, 0);
  return handlers;
}
