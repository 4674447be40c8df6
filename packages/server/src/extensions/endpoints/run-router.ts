import type { EndpointRequest, EndpointResponse, RequestHandler } from '@tessera/extensions-sdk';
import type { RouterLayer } from './endpoint-router.js';

interface StackEntry {
  handler: RequestHandler;
  params: Record<string, string>;
  layer: number;
}

/** Express tells error-handling middleware apart by its four declared arguments `(err, req, res, next)`. */
const isErrorHandler = (handler: RequestHandler) => handler.length === 4;

/**
 * Runs a request through the router's layers in order, as Express 4 does:
 * - each matching handler gets `next` to pass it on; `next('route')` skips the rest of its route,
 *   `next('router')` leaves the router (nothing here: 404);
 * - `next(error)`, a throw and a rejected promise skip to the next error-handling middleware (four
 *   arguments), which may answer (its status and body reach the client as written) or pass the
 *   error on; ordinary middleware is skipped while an error is pending, error middleware when none is.
 * Resolves true once an answer was sent, false when every matching handler passed it on; rejects
 * with an error no error middleware answered (the server's error handler answers it).
 */
export function runRouter(
  layers: readonly RouterLayer[],
  req: EndpointRequest,
  res: EndpointResponse,
  sent: Promise<void>,
): Promise<boolean> {
  const stack = matchingStack(layers, req);
  return new Promise<boolean>((resolve, reject) => {
    let index = 0;
    let settled = false;
    let pending: { error: unknown } | null = null;
    const settle = (result: () => void) => {
      if (settled) return;
      settled = true;
      result();
    };
    void sent.then(() => settle(() => resolve(true)));
    const next = (signal?: unknown): void => {
      if (settled) return;
      if (signal === 'router') return settle(() => resolve(false));
      if (signal === 'route') {
        const layer = stack[index - 1]?.layer;
        while (stack[index] && stack[index]!.layer === layer) index++;
      } else if (signal !== undefined && signal !== null) {
        pending = { error: signal };
      }
      let entry = stack[index++];
      while (entry && isErrorHandler(entry.handler) !== (pending !== null)) entry = stack[index++];
      if (!entry) {
        const left = pending;
        return settle(() => (left ? reject(left.error ?? new Error('An endpoint failed without an error')) : resolve(false)));
      }
      req.params = entry.params;
      const error = pending?.error;
      pending = null;
      try {
        const result = (
          isErrorHandler(entry.handler)
            ? (entry.handler as unknown as (...args: unknown[]) => unknown)(error, req, res, next)
            : entry.handler(req, res, next)
        ) as unknown;
        if (result && typeof (result as Promise<unknown>).then === 'function')
          (result as Promise<unknown>).then(undefined, (thrown: unknown) => next(thrown ?? new Error('An endpoint handler rejected')));
      } catch (thrown) {
        next(thrown ?? new Error('An endpoint handler threw'));
      }
    };
    next();
  });
}

function matchingStack(layers: readonly RouterLayer[], req: EndpointRequest): StackEntry[] {
  const path = req.path;
  return layers.flatMap((layer, position) => {
    if (layer.method !== null && layer.method !== req.method && !(layer.method === 'GET' && req.method === 'HEAD')) return [];
    const params = layer.pattern.match(path);
    return params ? layer.handlers.map((handler) => ({ handler, params, layer: position })) : [];
  });
}
